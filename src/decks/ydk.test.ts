import { describe, expect, it } from 'vitest';
import type { Deck } from './deck';
import { leftOutInWords, MAX_IMPORT_CARDS, MAX_IMPORT_CHARS } from './imported';
import { exportYdk, importYdk, ydkFileName } from './ydk';
import { FLAME_SWORDSMAN, FULL_EXTRA, mainOf, pc, presetDeck, TEMPEST_MAGICIAN, testLookup, times, UNKNOWN, UNKNOWN_2 } from './testing';

const DM = pc('Dark Magician');
const BEWD = pc('Blue-Eyes White Dragon');
const LEFT_ARM = pc('Left Arm of the Forbidden One'); // 07902349

const fullDeck: Deck = { name: 'Full', main: mainOf(60, 0), extra: [...FULL_EXTRA], side: mainOf(15, 30) };

describe('.ydk round trip: export then import gives the same deck', () => {
  it.each<[string, Deck]>([
    ['a preset deck', presetDeck(0)],
    ['a deck with every section full', fullDeck],
    ['an empty deck', { name: 'Empty', main: [], extra: [], side: [] }],
    ['passcodes with leading zeros', { name: 'Zeros', main: [LEFT_ARM, DM, LEFT_ARM], extra: [], side: [LEFT_ARM] }],
    ['an illegal deck (import does not judge legality)', { name: 'Illegal', main: times(5, DM), extra: [DM], side: [] }],
  ])('%s', (_what, deck) => {
    const text = exportYdk(deck);
    expect(importYdk(text, { name: deck.name, lookup: testLookup })).toEqual({ ok: true, deck, unknown: [], leftOut: [], folded: [] });
  });
});

describe('exportYdk', () => {
  it('writes a comment line, the three sections and 8-digit passcodes, one per line', () => {
    const deck: Deck = { name: 'Small', main: [DM, LEFT_ARM], extra: [FLAME_SWORDSMAN.passcode], side: [BEWD] };
    expect(exportYdk(deck)).toBe(`#created by duelmat\n#main\n${DM}\n07902349\n#extra\n${FLAME_SWORDSMAN.passcode}\n!side\n${BEWD}\n`);
  });

  it('writes every section marker even when a section is empty', () => {
    expect(exportYdk({ name: 'E', main: [], extra: [], side: [] })).toBe('#created by duelmat\n#main\n#extra\n!side\n');
  });

  it('refuses a deck holding something other than passcodes', () => {
    expect(() => exportYdk({ name: 'Bad', main: ['Dark Magician'], extra: [], side: [] })).toThrow(RangeError);
  });

  it('ydkFileName makes a safe file name from the deck name', () => {
    expect(ydkFileName({ name: 'Dragons: Roar/2?', main: [], extra: [], side: [] })).toBe('Dragons_ Roar_2_.ydk');
    expect(ydkFileName({ name: '   ', main: [], extra: [], side: [] })).toBe('deck.ydk');
  });
});

describe('importYdk reads what deck editors write', () => {
  it('comments, blank lines, Windows line ends, a byte-order mark and spaces are fine', () => {
    const text = `\uFEFF#created by SomeEditor\r\n#main\r\n\r\n  ${DM}  \r\n# a comment in the middle\r\n${BEWD}\r\n#extra\r\n!side\r\n${DM}\r\n`;
    expect(importYdk(text)).toEqual({ ok: true, deck: { name: 'Imported deck', main: [DM, BEWD], extra: [], side: [DM] }, unknown: [], leftOut: [], folded: [] });
  });

  it('leading zeros are optional on import, and extra ones are dropped', () => {
    const result = importYdk('#main\n7902349\n0007902349\n07902349\n');
    expect(result.ok && result.deck.main).toEqual([LEFT_ARM, LEFT_ARM, LEFT_ARM]);
  });

  it('section markers ignore case; a file without #extra or !side has those sections empty', () => {
    expect(importYdk(`#MAIN\n${DM}\n!Side\n${BEWD}`)).toEqual({ ok: true, deck: { name: 'Imported deck', main: [DM], extra: [], side: [BEWD] }, unknown: [], leftOut: [], folded: [] });
    expect(importYdk(`#main\n${DM}`)).toEqual({ ok: true, deck: { name: 'Imported deck', main: [DM], extra: [], side: [] }, unknown: [], leftOut: [], folded: [] });
  });

  it('a section given twice has its cards appended', () => {
    const result = importYdk(`#main\n${DM}\n!side\n${BEWD}\n#main\n${BEWD}`);
    expect(result.ok && result.deck).toEqual({ name: 'Imported deck', main: [DM, BEWD], extra: [], side: [BEWD] });
  });

  it('takes the deck name from the options, trimmed; blank means "Imported deck"', () => {
    expect(importYdk('#main', { name: '  Mine ' })).toMatchObject({ ok: true, deck: { name: 'Mine' } });
    expect(importYdk('#main', { name: '   ' })).toMatchObject({ ok: true, deck: { name: 'Imported deck' } });
  });
});

describe('importYdk: sections as YGOPro reads them, never merged', () => {
  it('any line starting with "!" opens the Side Deck, as in YGOPro ("!Side Deck", "!sidedeck")', () => {
    for (const marker of ['!side', '!Side Deck', '!sidedeck', '!']) {
      expect(importYdk(`#main\n${DM}\n${marker}\n${BEWD}`)).toMatchObject({ ok: true, deck: { main: [DM], side: [BEWD] } });
    }
  });

  it('"#side" opens the Side Deck too: its cards never move into the Main Deck', () => {
    for (const marker of ['#side', '#Side', '#side deck']) {
      expect(importYdk(`#main\n${DM}\n#extra\n${marker}\n${BEWD}\n${BEWD}`)).toMatchObject({ ok: true, deck: { main: [DM], extra: [], side: [BEWD, BEWD] } });
    }
  });

  it('"#sidestep" or "# side" are comments, not sections', () => {
    expect(importYdk(`#main\n${DM}\n#sidestep\n# side\n${BEWD}`)).toMatchObject({ ok: true, deck: { main: [DM, BEWD], side: [] } });
  });
});

describe('importYdk: alternate artworks are the same card', () => {
  it('folds alternate-art passcodes into the card, and says so', () => {
    const result = importYdk('#main\n46986415\n89631141\n#extra\n!side\n83764719');
    expect(result).toEqual({
      ok: true,
      deck: { name: 'Imported deck', main: [DM, BEWD], extra: [], side: [pc('Monster Reborn')] },
      unknown: [],
      leftOut: [],
      folded: [
        { section: 'main', passcode: '46986415', card: DM, copies: 1 },
        { section: 'main', passcode: '89631141', card: BEWD, copies: 1 },
        { section: 'side', passcode: '83764719', card: pc('Monster Reborn'), copies: 1 },
      ],
    });
  });

  it('does not fold a different card that carries an alias (A Legendary Ocean is not Umi)', () => {
    const result = importYdk(`#main\n${DM}\n00295517\n34103656`);
    expect(result).toMatchObject({ ok: true, deck: { main: [DM] }, unknown: ['00295517', '34103656'], folded: [] });
  });
});

describe('importYdk: unknown passcodes are listed and the rest imported', () => {
  it('lists each unknown passcode once and keeps every known card in order', () => {
    const text = `#main\n${DM}\n${UNKNOWN}\n${BEWD}\n${UNKNOWN}\n#extra\n${UNKNOWN_2}\n!side\n${DM}`;
    expect(importYdk(text)).toEqual({
      ok: true,
      deck: { name: 'Imported deck', main: [DM, BEWD], extra: [], side: [DM] },
      unknown: [UNKNOWN, UNKNOWN_2],
      leftOut: [
        { section: 'main', passcode: UNKNOWN, copies: 2 },
        { section: 'extra', passcode: UNKNOWN_2, copies: 1 },
      ],
      folded: [],
    });
  });

  it('reports unknown numbers as the file writes them (no zero-padding), copies counted per section', () => {
    // 41546 is D/D Savant Thomas (00041546), a card the pool does not have.
    const result = importYdk(`#main\n${DM}\n41546\n123456789\n41546\n4294967295\n!side\n41546`);
    expect(result).toEqual({
      ok: true,
      deck: { name: 'Imported deck', main: [DM], extra: [], side: [] },
      unknown: ['41546', '123456789', '4294967295'],
      leftOut: [
        { section: 'main', passcode: '41546', copies: 2 },
        { section: 'main', passcode: '123456789', copies: 1 },
        { section: 'main', passcode: '4294967295', copies: 1 },
        { section: 'side', passcode: '41546', copies: 1 },
      ],
      folded: [],
    });
    expect(result.ok && leftOutInWords(result.leftOut)).toEqual([
      'Main Deck: 4 copies of 3 cards left out: 41546 ×2, 123456789, 4294967295',
      'Side Deck: 1 copy of 1 card left out: 41546',
    ]);
  });

  it('refuses a file none of whose cards is in the pool instead of saving an empty deck', () => {
    expect(importYdk('#main\n42\n42\n!side\n123456789')).toEqual({
      ok: false,
      error: 'None of the 3 cards in it is in the card pool (Main Deck: 2 copies of 1 card left out: 42 ×2; Side Deck: 1 copy of 1 card left out: 123456789)',
      leftOut: [{ section: 'main', passcode: '42', copies: 2 }, { section: 'side', passcode: '123456789', copies: 1 }],
    });
  });

  it('an empty deck file is still an (empty) deck', () => {
    expect(importYdk('#main\n#extra\n!side\n')).toMatchObject({ ok: true, deck: { main: [], extra: [], side: [] } });
  });

  it('what is unknown depends on the pool: a larger lookup knows Extra Deck monsters', () => {
    const text = `#main\n${DM}\n#extra\n${TEMPEST_MAGICIAN.passcode}`;
    expect(importYdk(text)).toMatchObject({ ok: true, unknown: [TEMPEST_MAGICIAN.passcode] });
    expect(importYdk(text, { lookup: testLookup })).toMatchObject({ ok: true, unknown: [], deck: { extra: [TEMPEST_MAGICIAN.passcode] } });
  });
});

describe('importYdk refuses a malformed file with the reason, and returns no deck', () => {
  it.each<[string, string, RegExp]>([
    ['an empty file', '', /no #main section/],
    ['only comments', '#created by x\n# nothing else', /no #main section/],
    ['an Extra and Side but no Main', `#extra\n!side\n${DM}`, /no #main section/],
    ['a card before any section', `${DM}\n#main`, /^Line 1: passcode 46986414 comes before #main$/],
    ['a card name instead of a passcode', `#main\n${DM}\nDark Magician`, /^Line 3: "Dark Magician" is neither a passcode, a section \(#main, #extra, !side\) nor a comment/],
    ['a passcode with a trailing note', `#main\n${DM} Dark Magician`, /^Line 2: .* is neither a passcode/],
    ['a negative number', '#main\n-46986414', /^Line 2: "-46986414" is neither a passcode/],
    ['a number with a decimal point', '#main\n4698.6414', /^Line 2: "4698.6414" is neither a passcode/],
    ['a number too long to be a passcode', '#main\n12345678901', /^Line 2: "12345678901" is too long to be a passcode$/],
    ['a JSON deck', '{"main": ["46986414"]}', /^Line 1: .* is neither a passcode/],
    ['a ydke:// URL', 'ydke://AAAA!!!', /^Line 1: "ydke:\/\/AAAA!!!" is neither a passcode/],
    ['an absurdly large file', `#main\n${'#'.repeat(MAX_IMPORT_CHARS)}`, /^The \.ydk file is too large/],
    ['absurdly many cards', `#main\n${times(MAX_IMPORT_CARDS + 1, DM).join('\n')}`, /^The deck lists 201 cards; at most 200 can be imported$/],
  ])('%s', (_what, text, reason) => {
    const result = importYdk(text);
    expect(result.ok).toBe(false);
    expect(result).not.toHaveProperty('deck');
    if (!result.ok) expect(result.error).toMatch(reason);
  });

  it('a long offending line is cut short in the message', () => {
    const result = importYdk(`#main\n${'x'.repeat(500)}`);
    expect(!result.ok && result.error.length).toBeLessThan(150);
  });

  it('input that is not text is refused', () => {
    const result = importYdk(null as unknown as string);
    expect(result).toEqual({ ok: false, error: 'The .ydk file must be text' });
  });
});
