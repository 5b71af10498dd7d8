import { describe, expect, it } from 'vitest';
import {
  allEntries,
  assertPasscodes,
  copiesByName,
  copiesOf,
  copyDeck,
  deckFromNames,
  emptyDeck,
  isPasscode,
  MAX_SECTION_ENTRIES,
  padPasscode,
  parseDeck,
  sectionSizes,
  unknownEntries,
  type Deck,
} from './deck';
import { deepFreeze, FLAME_SWORDSMAN, pc, TEMPEST_MAGICIAN, testLookup, times, UNKNOWN, UNKNOWN_2 } from './testing';

const DM = pc('Dark Magician');
const BEWD = pc('Blue-Eyes White Dragon');
const LEFT_ARM = pc('Left Arm of the Forbidden One'); // 07902349: a leading zero

describe('Passcodes', () => {
  it.each([
    ['46986414', true],
    ['07902349', true],
    ['7902349', false],
    ['123456789', false],
    ['4698641a', false],
    ['', false],
    [' 46986414', false],
  ])('isPasscode(%j) is %s', (s, expected) => expect(isPasscode(s)).toBe(expected));

  it('padPasscode zero-pads to 8 digits and leaves longer numbers alone', () => {
    expect(padPasscode('7902349')).toBe('07902349');
    expect(padPasscode('1')).toBe('00000001');
    expect(padPasscode('46986414')).toBe('46986414');
    expect(padPasscode('123456789')).toBe('123456789');
  });

  it('assertPasscodes accepts a deck of 8-digit passcodes and names the first bad entry', () => {
    expect(() => assertPasscodes({ name: 'x', main: [DM], extra: [], side: [LEFT_ARM] }, 'test')).not.toThrow();
    expect(() => assertPasscodes({ name: 'x', main: [DM], extra: [], side: ['Dark Magician'] }, 'test')).toThrow(
      'test: "Dark Magician" in the Side Deck is not an 8-digit passcode',
    );
  });
});

describe('The deck shape', () => {
  it('an empty deck has three empty sections', () => {
    expect(emptyDeck('New deck')).toEqual({ name: 'New deck', main: [], extra: [], side: [] });
  });

  it('sectionSizes counts each section and allEntries lists Main, Extra, Side in order', () => {
    const deck: Deck = { name: 'd', main: times(3, DM), extra: [FLAME_SWORDSMAN.passcode], side: [BEWD, BEWD] };
    expect(sectionSizes(deck)).toEqual({ main: 3, extra: 1, side: 2 });
    expect(allEntries(deck)).toEqual([DM, DM, DM, FLAME_SWORDSMAN.passcode, BEWD, BEWD]);
  });

  it('copyDeck shares no arrays with its source', () => {
    const deck = deepFreeze<Deck>({ name: 'd', main: [DM], extra: [], side: [BEWD] });
    const copy = copyDeck(deck);
    copy.main.push(BEWD);
    copy.side.length = 0;
    expect(deck).toEqual({ name: 'd', main: [DM], extra: [], side: [BEWD] });
  });
});

describe('Counting copies by name across Main + Extra + Side', () => {
  const deck: Deck = {
    name: 'd',
    main: [DM, DM, BEWD, UNKNOWN],
    extra: [TEMPEST_MAGICIAN.passcode],
    side: [DM, TEMPEST_MAGICIAN.passcode, UNKNOWN],
  };

  it('copiesByName adds up every section, keyed by name in order of first appearance', () => {
    const counts = copiesByName(deck, testLookup);
    expect([...counts.entries()]).toEqual([
      ['Dark Magician', 3],
      ['Blue-Eyes White Dragon', 1],
      ['Tempest Magician', 2],
    ]);
  });

  it('unknown passcodes are not counted as cards', () => {
    expect([...copiesByName(deck).keys()]).toEqual(['Dark Magician', 'Blue-Eyes White Dragon']);
  });

  it('copiesOf counts one name, ignoring case', () => {
    expect(copiesOf(deck, 'Dark Magician')).toBe(3);
    expect(copiesOf(deck, 'dark magician')).toBe(3);
    expect(copiesOf(deck, 'Tempest Magician', testLookup)).toBe(2);
    expect(copiesOf(deck, 'Summoned Skull')).toBe(0);
  });

  it('unknownEntries lists each unknown passcode once', () => {
    expect(unknownEntries([UNKNOWN, DM, UNKNOWN_2, UNKNOWN])).toEqual([UNKNOWN, UNKNOWN_2]);
    expect(unknownEntries([DM, BEWD])).toEqual([]);
  });
});

describe('deckFromNames', () => {
  it('turns names (any case) and passcodes into passcodes', () => {
    expect(deckFromNames('mine', { main: ['Dark Magician', 'blue-eyes white dragon', '07902349'], side: ['Dark Magician'] })).toEqual({
      name: 'mine',
      main: [DM, BEWD, LEFT_ARM],
      extra: [],
      side: [DM],
    });
  });

  it('throws on a name the pool does not know', () => {
    expect(() => deckFromNames('mine', { main: ['Pot of Boundless Greed'] })).toThrow('no card named "Pot of Boundless Greed" in the pool');
  });
});

describe('parseDeck: a stored deck is untrusted input', () => {
  it('accepts the deck shape, including unknown passcodes and illegal sizes (validateDeck judges those)', () => {
    const deck = { name: '  Mine  ', main: [DM, UNKNOWN], extra: [], side: [] };
    expect(parseDeck(deck)).toEqual({ ok: true, deck: { name: 'Mine', main: [DM, UNKNOWN], extra: [], side: [] } });
  });

  it('returns a copy, not the input', () => {
    const deck = { name: 'Mine', main: [DM], extra: [], side: [] };
    const parsed = parseDeck(deck);
    expect(parsed.ok && parsed.deck.main).not.toBe(deck.main);
  });

  it.each<[string, unknown, RegExp]>([
    ['null', null, /must be an object with name, main, extra and side/],
    ['a string', 'ydke://!!!', /must be an object/],
    ['an array', [], /must be an object/],
    ['a missing section', { name: 'd', main: [], extra: [] }, /side must be a list of passcodes/],
    ['an unknown field', { name: 'd', main: [], extra: [], side: [], sideDeck: [] }, /unknown field "sideDeck"/],
    ['a number entry', { name: 'd', main: [46986414], extra: [], side: [] }, /main entry 1 must be a passcode/],
    ['a 7-digit passcode', { name: 'd', main: [DM, '7902349'], extra: [], side: [] }, /main entry 2 must be an 8-digit passcode/],
    ['a card name', { name: 'd', main: [], extra: ['Dark Magician'], side: [] }, /extra entry 1 must be an 8-digit passcode/],
    ['an empty name', { name: '   ', main: [], extra: [], side: [] }, /name must not be empty/],
    ['a name that is not text', { name: 7, main: [], extra: [], side: [] }, /name must be text/],
    ['an absurdly long name', { name: 'x'.repeat(101), main: [], extra: [], side: [] }, /name must be at most 100 characters/],
    ['an absurdly large section', { name: 'd', main: times(MAX_SECTION_ENTRIES + 1, DM), extra: [], side: [] }, /Main Deck may list at most 200 entries/],
  ])('refuses %s with a reason', (_what, input, message) => {
    const parsed = parseDeck(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toMatch(/^Not a deck: /);
      expect(parsed.error).toMatch(message);
    }
  });
});
