import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_PRESET_DECKS } from '../cards/decks';
import { CARD_POOL } from '../cards';
import type { CardDefinition } from '../engine/card';
import { DEFAULT_BAN_LIST } from './banlist';
import { deckFromNames, type Deck } from './deck';
import { ALL_FORMATS, allowsCard, cardsIn, FORMATS, formatById, type Format } from './formats';
import { sectionLimitWords, SECTION_LIMITS, validateDeck, validateDeckIn } from './rules';
import { pc, presetDeck, testLookup, times } from './testing';

const root = path.resolve(__dirname, '../..');
const YK = FORMATS['yugi-kaiba'];
const GOAT = FORMATS.goat;

/** The rows of a reference TSV (src/decks/reference/formats/), by header. */
function rows(file: string): Record<string, string>[] {
  const [head, ...lines] = readFileSync(path.join(root, 'src/decks/reference/formats', file), 'utf8').split('\n').filter(Boolean);
  const header = head!.split('\t');
  return lines.map((l) => Object.fromEntries(l.split('\t').map((cell, i) => [header[i], cell])));
}
const REFERENCE: Record<'yugi-kaiba' | 'goat', { file: string; limit: string }> = {
  'yugi-kaiba': { file: 'yugi-kaiba.tsv', limit: 'may2002_limit' },
  goat: { file: 'goat-legal.tsv', limit: 'limit' },
};

const preset = (id: string): Deck => {
  const p = ALL_PRESET_DECKS.find((d) => d.id === id)!;
  return deckFromNames(p.name, { main: p.main, extra: p.extra ?? [] });
};
const messages = (format: Format, deck: Deck) => validateDeckIn(format, deck, format.list, testLookup).map((p) => p.message);

describe('A format is data', () => {
  it('the generated lists are current with reference/formats/*.tsv (scripts/formats.mjs --check)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/formats.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('three formats ship, Advanced first (the default); each says its rules', () => {
    expect(ALL_FORMATS.map((f) => [f.id, f.name])).toEqual([
      ['advanced', 'Advanced'],
      ['yugi-kaiba', 'Yugi-Kaiba (May 2002)'],
      ['goat', 'GOAT (April 2005)'],
    ]);
    expect(ALL_FORMATS.map((f) => f.rules.firstPlayerDraws)).toEqual([false, true, true]);
    expect(formatById(undefined).id).toBe('advanced');
    expect(formatById('nonsense').id).toBe('advanced');
  });

  it('Advanced allows every card and uses the list the game applied before formats', () => {
    const advanced = FORMATS.advanced;
    expect(advanced.legal).toBeUndefined();
    expect(advanced.list).toBe(DEFAULT_BAN_LIST);
    expect(CARD_POOL.every((c) => allowsCard(advanced, c.passcode))).toBe(true);
    expect(cardsIn(advanced, CARD_POOL)).toHaveLength(CARD_POOL.length);
  });

  it.each(['yugi-kaiba', 'goat'] as const)('%s: the legal list is every card of the reference list, and nothing else', (id) => {
    const reference = rows(REFERENCE[id].file);
    expect(FORMATS[id].legal).toEqual(reference.map((r) => r.passcode).sort());
    expect(FORMATS[id].legal).toHaveLength(id === 'goat' ? 1698 : 185);
  });

  it.each(['yugi-kaiba', 'goat'] as const)('%s: the Forbidden & Limited list is the reference list’s limits', (id) => {
    const reference = rows(REFERENCE[id].file);
    const byLimit = (n: string) => reference.filter((r) => r[REFERENCE[id].limit] === n).map((r) => r.passcode).sort();
    const passcodes = (names: string[]) => names.map((n) => CARD_POOL.find((c) => c.name === n)?.passcode ?? reference.find((r) => r.name === n)!.passcode).sort();
    const list = FORMATS[id].list;
    expect(passcodes(list.forbidden)).toEqual(byLimit('0'));
    expect(passcodes(list.limited)).toEqual(byLimit('1'));
    expect(passcodes(list.semiLimited)).toEqual(byLimit('2'));
  });

  it('the May 2002 list: 10 Limited (the five Exodia pieces, Change of Heart, Dark Hole, Monster Reborn, Pot of Greed, Raigeki), Card Destruction and Swords Semi-Limited', () => {
    expect([...YK.list.limited].sort()).toEqual(
      ['Change of Heart', 'Dark Hole', 'Exodia the Forbidden One', 'Left Arm of the Forbidden One', 'Left Leg of the Forbidden One', 'Monster Reborn', 'Pot of Greed', 'Raigeki', 'Right Arm of the Forbidden One', 'Right Leg of the Forbidden One'],
    );
    expect([...YK.list.semiLimited].sort()).toEqual(['Card Destruction', 'Swords of Revealing Light']);
    expect(YK.list.forbidden).toEqual([]);
    expect([GOAT.list.forbidden.length, GOAT.list.limited.length, GOAT.list.semiLimited.length]).toEqual([17, 41, 15]);
  });

  it.each(['yugi-kaiba', 'goat'] as const)('%s: a pool card named on the reference list is allowed under the passcode the pool gives it', (id) => {
    const byName = new Map(rows(REFERENCE[id].file).map((r) => [r.name!.toLowerCase(), r.passcode]));
    const mismatched = CARD_POOL.filter((c) => byName.has(c.name.toLowerCase()) && !allowsCard(FORMATS[id], c.passcode)).map((c) => c.name);
    expect(mismatched).toEqual([]);
    // The list is kept by passcode: a card the pool renames (Black Skull Dragon, "B. Skull Dragon" on the list) is still allowed.
    if (id === 'goat') expect(allowsCard(GOAT, pc('Black Skull Dragon'))).toBe(true);
  });

  it('alternate artworks count as the same card: the database’s aliases and the list’s own ids', () => {
    expect(allowsCard(YK, '46986415')).toBe(true); // Dark Magician, another printing
    expect(allowsCard(GOAT, '36996508')).toBe(true); // Dark Magician (Arkana), newer than the 2016 database
    expect(allowsCard(GOAT, '27847700')).toBe(true); // Polymerization, another printing
    expect(allowsCard(YK, '36996508')).toBe(false); // Yugi-Kaiba's list gives no such id
  });

  it('the pool: the cards each format allows today (it grows with the pool)', () => {
    const counts = ALL_FORMATS.map((f) => cardsIn(f, CARD_POOL).length);
    expect(counts[0]).toBe(CARD_POOL.length);
    expect(counts[1]).toBeGreaterThan(90);
    expect(counts[2]).toBeGreaterThan(counts[1]!);
    expect(cardsIn(YK, CARD_POOL).every((c) => YK.legal!.includes(c.passcode))).toBe(true);
  });
});

describe('A deck is checked against its format', () => {
  it('a card outside the format is refused with a reason naming it and the format', () => {
    const chaos: CardDefinition = { passcode: '40737112', name: 'Dark Magician of Chaos', frame: 'effect', text: 'Test card.' };
    const lookup = (p: string) => (p === chaos.passcode ? chaos : testLookup(p));
    const deck: Deck = { name: 'Test', main: [...presetDeck(0).main.slice(0, 38), chaos.passcode, chaos.passcode], extra: [], side: [] };
    const problems = validateDeckIn(YK, deck, YK.list, lookup);
    expect(problems).toContainEqual({ kind: 'notInFormat', card: 'Dark Magician of Chaos', passcode: '40737112', count: 2, message: 'Dark Magician of Chaos is not legal in Yugi-Kaiba (May 2002)' });
    expect(problems).toHaveLength(1);
    // The same deck without a format (or in Advanced) breaks no rule.
    expect(validateDeck(deck, null, lookup)).toEqual([]);
    expect(validateDeckIn(FORMATS.advanced, deck, null, lookup)).toEqual([]);
  });

  it('every copy of every card outside the format is counted, in every section, once per card', () => {
    const deck: Deck = { name: 'Test', main: [...presetDeck(0).main.slice(0, 38), pc('Sangan'), pc('Cyber Dragon')], extra: [pc('Stardust Dragon')], side: [pc('Cyber Dragon')] };
    const problems = validateDeckIn(YK, deck, YK.list, testLookup).filter((p) => p.kind === 'notInFormat');
    expect(problems.map((p) => [p.card, p.count])).toEqual([['Sangan', 1], ['Cyber Dragon', 2], ['Stardust Dragon', 1]]);
  });

  it('Raigeki is Forbidden in GOAT; Pot of Greed is Limited to 1 there; the May 2002 list semi-limits Card Destruction', () => {
    const base = presetDeck(0).main.slice(0, 36);
    const goatDeck: Deck = { name: 'Test', main: [...presetDeck(0).main.slice(0, 37), pc('Raigeki'), ...times(2, pc('Pot of Greed'))], extra: [], side: [] };
    expect(messages(GOAT, goatDeck)).toEqual(['Raigeki is Forbidden in GOAT (April 2005)', '2 copies of Pot of Greed; it is Limited to 1 in GOAT (April 2005)']);
    const ykDeck: Deck = { name: 'Test', main: [...base, ...times(3, pc('Card Destruction')), pc('Raigeki')], extra: [], side: [] };
    expect(messages(YK, ykDeck)).toEqual(['3 copies of Card Destruction; it is Semi-Limited to 2 in Yugi-Kaiba (May 2002)']);
  });

  it('another list than the format’s own replaces its limits (not its legal cards), and is worded as before', () => {
    const deck: Deck = { name: 'Test', main: [...presetDeck(0).main.slice(0, 38), pc('Raigeki'), pc('Cyber Dragon')], extra: [], side: [] };
    expect(validateDeckIn(GOAT, deck, null, testLookup).map((p) => p.message)).toEqual(['Cyber Dragon is not legal in GOAT (April 2005)']);
    const none = { name: 'Mine', forbidden: ['Raigeki'], limited: [], semiLimited: [] };
    expect(validateDeckIn(GOAT, deck, none, testLookup).map((p) => p.message)).toEqual(['Cyber Dragon is not legal in GOAT (April 2005)', '1 copy of Raigeki; it is Forbidden']);
  });

  it('a Main Deck needs 40 cards in every format (rulebook v9.1 and the 2002 rules alike)', () => {
    const small: Deck = { name: 'Small', main: presetDeck(0).main.slice(0, 39), extra: [], side: [] };
    expect(validateDeckIn(FORMATS.advanced, small).map((p) => p.message)).toEqual(['Main Deck has 39 cards; it needs 40 to 60']);
    for (const f of [YK, GOAT]) expect(validateDeckIn(f, small).map((p) => p.message)).toEqual(['Main Deck has 39 cards; it needs at least 40']);
  });

  // Seed 002 (2002 rules): "a minimum of 40 cards. Aside from this minimum limit, your Deck can contain
  // as many cards as you like"; the Fusion Deck has no limit. goatformat.com rule #2: the same in 2005.
  it('the retro formats have no upper limit on the Main Deck or the Fusion Deck; Advanced keeps 60 and 15', () => {
    // Normal Monsters legal in both retro formats, three copies each, 63 cards.
    const normals = CARD_POOL.filter((c) => c.frame === 'normal' && !c.name.includes('Forbidden One') && allowsCard(YK, c.passcode) && allowsCard(GOAT, c.passcode)).slice(0, 21);
    const big: Deck = { name: 'Big', main: normals.flatMap((c) => times(3, c.passcode)), extra: [], side: [] };
    expect(big.main).toHaveLength(63);
    for (const f of [YK, GOAT]) expect(messages(f, big)).toEqual([]);
    expect(validateDeckIn(FORMATS.advanced, big).map((p) => p.message)).toEqual(['Main Deck has 63 cards; it needs 40 to 60']);
    const fusions = CARD_POOL.filter((c) => c.frame === 'fusion' && allowsCard(GOAT, c.passcode)).map((c) => c.passcode);
    expect(fusions.length).toBeGreaterThanOrEqual(6);
    const manyFusions: Deck = { ...big, main: big.main.slice(0, 40), extra: fusions.flatMap((f) => times(3, f)).slice(0, 16) };
    expect(messages(GOAT, manyFusions).filter((m) => m.startsWith('Extra Deck'))).toEqual([]);
    expect(validateDeckIn(FORMATS.advanced, manyFusions).map((p) => p.message)).toContain('Extra Deck has 16 cards; it may hold at most 15');
  });

  it('the deck builder words each section’s size in the format: 40–60 / max 15 in Advanced; 40 or more / no limit / 0 or 15 in the retro formats', () => {
    expect([SECTION_LIMITS.main, SECTION_LIMITS.extra, SECTION_LIMITS.side].map(sectionLimitWords)).toEqual(['40–60', 'max 15', 'max 15']);
    for (const f of [YK, GOAT]) expect([f.sections!.main, f.sections!.extra, f.sections!.side].map(sectionLimitWords)).toEqual(['40 or more', 'no limit', '0 or 15']);
  });

  // Seed 002: "The Side Deck you create must contain exactly 15 cards ... if you don't have enough
  // cards to create a 15 card Side Deck, you cannot use one at all"; goatformat.com rule #2 says the same of 2005.
  it('a retro Side Deck holds exactly 15 cards or none; an Advanced one 0 to 15', () => {
    const normals = CARD_POOL.filter((c) => c.frame === 'normal' && !c.name.includes('Forbidden One') && allowsCard(YK, c.passcode) && allowsCard(GOAT, c.passcode)).map((c) => c.passcode);
    const deck = (side: number): Deck => ({ name: 'Side', main: normals.slice(0, 40), extra: [], side: normals.slice(40, 40 + side) });
    for (const f of [YK, GOAT]) {
      expect(messages(f, deck(0))).toEqual([]);
      expect(messages(f, deck(15))).toEqual([]);
      expect(messages(f, deck(14))).toEqual(['Side Deck has 14 cards; it must hold exactly 15 cards or none']);
      expect(messages(f, deck(1))).toEqual(['Side Deck has 1 card; it must hold exactly 15 cards or none']);
    }
    expect(validateDeckIn(FORMATS.advanced, deck(14))).toEqual([]);
  });

  it('the printed Starter Decks are legal in Yugi-Kaiba; the Normal Monster presets in GOAT; the modern presets in Advanced only', () => {
    const legal = (f: Format, id: string) => validateDeckIn(f, preset(id)).length === 0;
    expect(legal(YK, 'starter-deck-yugi') && legal(YK, 'starter-deck-kaiba') && legal(YK, 'spellcasters-command')).toBe(true);
    expect(legal(GOAT, 'spellcasters-command') && legal(GOAT, 'dragons-roar')).toBe(true);
    // Starter Deck: Yugi holds Change of Heart, Dark Hole and Monster Reborn, all Forbidden in April 2005.
    expect(messages(GOAT, preset('starter-deck-yugi'))).toEqual([
      'Dark Hole is Forbidden in GOAT (April 2005)',
      'Monster Reborn is Forbidden in GOAT (April 2005)',
      'Change of Heart is Forbidden in GOAT (April 2005)',
    ]);
    for (const id of ['junk-tuning', 'rank-and-file', 'rites-and-fusions']) {
      expect(legal(FORMATS.advanced, id)).toBe(true);
      expect(legal(YK, id) || legal(GOAT, id)).toBe(false);
    }
  });
});
