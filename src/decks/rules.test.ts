import { describe, expect, it } from 'vitest';
import { DEFAULT_BAN_LIST, type BanList } from './banlist';
import type { Deck } from './deck';
import { isLegalDeck, validateDeck, type DeckProblem } from './rules';
import {
  BLACK_LUSTER_SOLDIER,
  CHANGE_OF_HEART,
  deepFreeze,
  FLAME_SWORDSMAN,
  FULL_EXTRA,
  mainOf,
  pc,
  POT_OF_GREED,
  presetDeck,
  RAIGEKI,
  SHEEP_TOKEN,
  STARDUST_DRAGON,
  testLookup,
  times,
  UNKNOWN,
  UTOPIA,
} from './testing';

const DM = pc('Dark Magician');
const BEWD = pc('Blue-Eyes White Dragon');
const SKULL = pc('Summoned Skull');

/** A deck with `main` cards from Normal Monsters the other sections do not use. */
const deckOf = (parts: Partial<Deck> & { mainSize?: number }): Deck => ({
  name: 'Test',
  main: parts.main ?? mainOf(parts.mainSize ?? 40, 10),
  extra: parts.extra ?? [],
  side: parts.side ?? [],
});

const messages = (problems: DeckProblem[]): string[] => problems.map((p) => p.message);
const check = (deck: Deck, list: BanList | null = null) => validateDeck(deck, list, testLookup);

const testList: BanList = {
  name: 'Test list',
  forbidden: [CHANGE_OF_HEART.name, 'Dark Magician'],
  limited: [POT_OF_GREED.name, RAIGEKI.name],
  semiLimited: ['Blue-Eyes White Dragon', FLAME_SWORDSMAN.name],
};

describe('A legal deck', () => {
  it('the preset decks are legal under no list and under the default list', () => {
    for (const deck of [presetDeck(0), presetDeck(1)]) {
      expect(validateDeck(deck, null)).toEqual([]);
      expect(validateDeck(deck, DEFAULT_BAN_LIST)).toEqual([]);
      expect(isLegalDeck(deck, DEFAULT_BAN_LIST)).toBe(true);
    }
  });

  it('a deck at every maximum at once is legal: Main 60, Extra 15, Side 15', () => {
    const deck: Deck = { name: 'Full', main: mainOf(60, 0), extra: [...FULL_EXTRA], side: mainOf(15, 30) };
    expect(check(deck)).toEqual([]);
  });

  it('validateDeck never changes the deck', () => {
    const deck = deepFreeze(deckOf({ mainSize: 38, extra: [DM], side: times(4, SKULL) }));
    expect(() => check(deck, testList)).not.toThrow();
  });
});

describe('Main Deck: 40 to 60 cards', () => {
  it.each([40, 41, 59, 60])('%i cards is legal', (n) => {
    expect(check(deckOf({ mainSize: n }))).toEqual([]);
  });

  it.each([
    [0, 'Main Deck has 0 cards; it needs 40 to 60'],
    [1, 'Main Deck has 1 card; it needs 40 to 60'],
    [38, 'Main Deck has 38 cards; it needs 40 to 60'],
    [39, 'Main Deck has 39 cards; it needs 40 to 60'],
    [61, 'Main Deck has 61 cards; it needs 40 to 60'],
  ])('%i cards is refused', (n, message) => {
    const problems = check(deckOf({ main: mainOf(n, 0).slice(0, n) }));
    expect(problems).toEqual([{ kind: 'sectionSize', section: 'main', count: n, message }]);
  });

  it('Extra and Side Deck cards do not count towards the 40', () => {
    const problems = check(deckOf({ main: mainOf(39, 10), extra: [FLAME_SWORDSMAN.passcode], side: [pc('Feral Imp')] }));
    expect(messages(problems)).toEqual(['Main Deck has 39 cards; it needs 40 to 60']);
  });
});

describe('Extra Deck: 0 to 15 cards, Fusion, Synchro and Xyz Monsters only', () => {
  const extraOf = (n: number): string[] => [...FULL_EXTRA, ...FULL_EXTRA].slice(0, n);

  it('an empty Extra Deck is legal', () => {
    expect(check(deckOf({ extra: [] }))).toEqual([]);
  });

  it('Fusion, Synchro and Xyz Monsters are legal there', () => {
    expect(check(deckOf({ extra: [...FULL_EXTRA] }))).toEqual([]);
  });

  it('15 cards is the most', () => {
    expect(check(deckOf({ extra: extraOf(15) }))).toEqual([]);
    const at16 = check(deckOf({ extra: extraOf(16) })).filter((p) => p.kind === 'sectionSize');
    expect(messages(at16)).toEqual(['Extra Deck has 16 cards; it may hold at most 15']);
    expect(at16[0]?.section).toBe('extra');
  });

  it.each([
    ['a Normal Monster', 'Dark Magician', DM],
    ['a Spell Card', 'Pot of Greed', POT_OF_GREED.passcode],
    ['a Ritual Monster', 'Black Luster Soldier', BLACK_LUSTER_SOLDIER.passcode],
  ])('%s is refused there', (_what, name, passcode) => {
    const problems = check(deckOf({ extra: [passcode, passcode] }));
    expect(problems).toEqual([
      {
        kind: 'notForExtraDeck',
        section: 'extra',
        passcode,
        card: name,
        count: 2,
        message: `${name} is not a Fusion, Synchro or Xyz Monster; it cannot be in the Extra Deck`,
      },
    ]);
  });
});

describe('Fusion, Synchro and Xyz Monsters never go in the Main Deck', () => {
  it.each([
    [FLAME_SWORDSMAN, 'Fusion Monster'],
    [STARDUST_DRAGON, 'Synchro Monster'],
    [UTOPIA, 'Xyz Monster'],
  ])('%s', (card, what) => {
    const problems = check(deckOf({ main: [...mainOf(39, 10), card.passcode] }));
    expect(problems).toEqual([
      {
        kind: 'belongsInExtraDeck',
        section: 'main',
        passcode: card.passcode,
        card: card.name,
        count: 1,
        message: `${card.name} is a ${what}; it belongs in the Extra Deck, not the Main Deck`,
      },
    ]);
  });

  it('but they may wait in the Side Deck, to be sided into the Extra Deck', () => {
    expect(check(deckOf({ side: [FLAME_SWORDSMAN.passcode, UTOPIA.passcode] }))).toEqual([]);
  });
});

describe('Side Deck: 0 to 15 cards', () => {
  it('15 is legal, 16 is refused', () => {
    expect(check(deckOf({ side: mainOf(15, 40) }))).toEqual([]);
    expect(messages(check(deckOf({ side: mainOf(16, 40) })))).toEqual(['Side Deck has 16 cards; it may hold at most 15']);
  });

  it('may hold Spells and Main Deck monsters', () => {
    expect(check(deckOf({ side: [POT_OF_GREED.passcode, DM] }))).toEqual([]);
  });
});

describe('Tokens are never part of a Deck', () => {
  it.each(['main', 'extra', 'side'] as const)('a Token in the %s is refused', (section) => {
    const deck = deckOf({});
    deck[section] = section === 'main' ? [...mainOf(39, 10), SHEEP_TOKEN.passcode] : [SHEEP_TOKEN.passcode];
    expect(check(deck)).toEqual([
      { kind: 'token', section, passcode: SHEEP_TOKEN.passcode, card: 'Sheep Token', count: 1, message: 'Sheep Token is a Token; Tokens are never part of a Deck' },
    ]);
  });
});

describe('At most 3 copies of a card by name across Main + Extra + Side', () => {
  it('3 copies in the Main Deck is legal', () => {
    expect(check(deckOf({ main: [...mainOf(37, 10), DM, DM, DM] }))).toEqual([]);
  });

  it('4 copies in the Main Deck is refused', () => {
    const problems = check(deckOf({ main: [...mainOf(36, 10), ...times(4, DM)] }));
    expect(problems).toEqual([{ kind: 'tooManyCopies', card: 'Dark Magician', count: 4, limit: 3, message: '4 copies of Dark Magician; at most 3 are allowed' }]);
  });

  it('the Side Deck counts: 3 in the Main Deck and 1 in the Side Deck is 4', () => {
    const problems = check(deckOf({ main: [...mainOf(37, 10), DM, DM, DM], side: [DM] }));
    expect(messages(problems)).toEqual(['4 copies of Dark Magician; at most 3 are allowed']);
  });

  it('the Extra Deck counts: 2 in the Extra Deck and 2 in the Side Deck is 4', () => {
    const f = FLAME_SWORDSMAN.passcode;
    expect(messages(check(deckOf({ extra: [f, f], side: [f, f] })))).toEqual(['4 copies of Flame Swordsman; at most 3 are allowed']);
    expect(check(deckOf({ extra: [f, f], side: [f] }))).toEqual([]);
  });

  it('each name over the limit is reported once, in order of first appearance', () => {
    const problems = check(deckOf({ main: [...mainOf(32, 10), ...times(4, BEWD), ...times(4, DM)], side: [BEWD] }));
    expect(messages(problems)).toEqual(['5 copies of Blue-Eyes White Dragon; at most 3 are allowed', '4 copies of Dark Magician; at most 3 are allowed']);
  });
});

describe('The Forbidden & Limited list', () => {
  const withMain = (cards: string[], side: string[] = []) => deckOf({ main: [...mainOf(40 - cards.length, 10), ...cards], side });

  it('a Forbidden card may not be in the Deck at all', () => {
    const problems = check(withMain([CHANGE_OF_HEART.passcode]), testList);
    expect(problems).toEqual([{ kind: 'forbidden', card: 'Change of Heart', count: 1, limit: 0, message: '1 copy of Change of Heart; it is Forbidden' }]);
  });

  it('nor in the Side Deck', () => {
    expect(messages(check(withMain([], [DM]), testList))).toEqual(['1 copy of Dark Magician; it is Forbidden']);
  });

  it('a Limited card: 1 copy is legal, more is refused', () => {
    expect(check(withMain([POT_OF_GREED.passcode]), testList)).toEqual([]);
    expect(messages(check(withMain(times(2, POT_OF_GREED.passcode)), testList))).toEqual(['2 copies of Pot of Greed; it is Limited to 1']);
    expect(check(withMain(times(3, POT_OF_GREED.passcode)), testList)).toEqual([
      { kind: 'limited', card: 'Pot of Greed', count: 3, limit: 1, message: '3 copies of Pot of Greed; it is Limited to 1' },
    ]);
  });

  it('a Semi-Limited card: 2 copies are legal, 3 are refused', () => {
    expect(check(withMain(times(2, BEWD)), testList)).toEqual([]);
    expect(check(withMain(times(3, BEWD)), testList)).toEqual([
      { kind: 'semiLimited', card: 'Blue-Eyes White Dragon', count: 3, limit: 2, message: '3 copies of Blue-Eyes White Dragon; it is Semi-Limited to 2' },
    ]);
  });

  it('limits count the Extra Deck too', () => {
    const f = FLAME_SWORDSMAN.passcode;
    expect(messages(check(deckOf({ extra: [f, f], side: [f] }), testList))).toEqual(['3 copies of Flame Swordsman; it is Semi-Limited to 2']);
  });

  it('a listed card over 3 copies gets only the list\'s (stricter) message', () => {
    expect(messages(check(withMain(times(4, POT_OF_GREED.passcode)), testList))).toEqual(['4 copies of Pot of Greed; it is Limited to 1']);
  });

  it('with no list (casual play) only the 3-copy rule applies', () => {
    expect(check(withMain([...times(3, POT_OF_GREED.passcode), ...times(3, CHANGE_OF_HEART.passcode)]), null)).toEqual([]);
  });

  it('the default list applies to cards as the pool grows', () => {
    const problems = validateDeck(withMain([...times(3, POT_OF_GREED.passcode), ...times(2, RAIGEKI.passcode)]), DEFAULT_BAN_LIST, testLookup);
    expect(messages(problems)).toEqual(['3 copies of Pot of Greed; it is Forbidden', '2 copies of Raigeki; it is Limited to 1']);
  });
});

describe('Unknown cards', () => {
  it('a passcode the pool does not know is reported once per section, with its count', () => {
    const problems = check(deckOf({ main: [...mainOf(38, 10), UNKNOWN, UNKNOWN], side: [UNKNOWN] }));
    expect(problems).toEqual([
      { kind: 'unknownCard', section: 'main', passcode: UNKNOWN, count: 2, message: `Unknown card ${UNKNOWN} in the Main Deck (2 copies); it is not in the card pool` },
      { kind: 'unknownCard', section: 'side', passcode: UNKNOWN, count: 1, message: `Unknown card ${UNKNOWN} in the Side Deck; it is not in the card pool` },
    ]);
  });

  it('an entry that is not an 8-digit passcode is reported as such', () => {
    const problems = check(deckOf({ main: [...mainOf(39, 10), 'Dark Magician'], extra: ['123'] }));
    expect(messages(problems)).toEqual([
      '"Dark Magician" in the Main Deck is not an 8-digit passcode',
      '"123" in the Extra Deck is not an 8-digit passcode',
    ]);
    expect(problems.map((p) => p.kind)).toEqual(['notAPasscode', 'notAPasscode']);
  });

  it('the pool is the default lookup: a passcode it lacks is unknown, a pool card (Flame Swordsman) is not', () => {
    const problems = validateDeck(deckOf({ extra: ['00000042'] }), null);
    expect(problems.map((p) => p.kind)).toEqual(['unknownCard']);
    expect(validateDeck(deckOf({ extra: [FLAME_SWORDSMAN.passcode] }), null)).toEqual([]);
  });
});

describe('Several problems at once', () => {
  it('are listed sizes first, then placement by section, then copy limits', () => {
    const deck: Deck = {
      name: 'Broken',
      main: [...times(4, DM), FLAME_SWORDSMAN.passcode, UNKNOWN],
      extra: [SKULL],
      side: mainOf(16, 30),
    };
    expect(messages(check(deck, testList))).toEqual([
      'Main Deck has 6 cards; it needs 40 to 60',
      'Side Deck has 16 cards; it may hold at most 15',
      'Flame Swordsman is a Fusion Monster; it belongs in the Extra Deck, not the Main Deck',
      `Unknown card ${UNKNOWN} in the Main Deck; it is not in the card pool`,
      'Summoned Skull is not a Fusion, Synchro or Xyz Monster; it cannot be in the Extra Deck',
      '4 copies of Dark Magician; it is Forbidden',
    ]);
  });
});
