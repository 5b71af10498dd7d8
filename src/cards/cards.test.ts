import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../engine/card';
import { CARD_POOL, cardByName, cardByPasscode, findCard, FORBIDDEN_ONE_PIECES } from './index';
import { PRESET_DECKS } from './decks';

/**
 * Card facts (passcodes, stats) from the team's reference, shared/reference/cards.tsv, copied into
 * the repo so the tests do not depend on where the workspace keeps it. Refresh the copy when the
 * reference changes.
 */
const TSV_PATH = path.resolve(__dirname, 'reference/cards.tsv');

interface TsvRow {
  passcode: string;
  name: string;
  frame: string;
  subtype: string;
  attribute: string;
  monsterType: string;
  level: string;
  scale: string;
  atk: string;
  def: string;
  materials: string;
  effectSummary: string;
}

let cachedRows: TsvRow[] | undefined;
const tsvRows = (): TsvRow[] => {
  if (cachedRows) return cachedRows;
  if (!fs.existsSync(TSV_PATH)) {
    throw new Error(
      `Card reference not found at ${TSV_PATH}. The card-facts tests compare every card module with ` +
        `src/cards/reference/cards.tsv (a copy of shared/reference/cards.tsv).`,
    );
  }
  const lines = fs.readFileSync(TSV_PATH, 'utf8').replace(/\r/g, '').split('\n').filter((l) => l !== '');
  const header = lines[0]?.split('\t') ?? [];
  expect(header.slice(0, 3)).toEqual(['passcode', 'name', 'frame']);
  cachedRows = lines.slice(1).map((line) => {
    const cols = line.split('\t');
    const col = (i: number): string => cols[i] ?? '';
    return {
      passcode: col(0), name: col(1), frame: col(2), subtype: col(3), attribute: col(4), monsterType: col(5),
      level: col(6), scale: col(7), atk: col(8), def: col(9), materials: col(10), effectSummary: col(11),
    };
  });
  return cachedRows;
};
const rowFor = (passcode: string): TsvRow => {
  const row = tsvRows().find((r) => r.passcode === passcode);
  if (!row) throw new Error(`No row for passcode ${passcode} in ${TSV_PATH}`);
  return row;
};

const num = (s: string): number | undefined => (s === '' ? undefined : Number(s));
const factsOfRow = (r: TsvRow) => ({
  passcode: r.passcode,
  name: r.name,
  frame: r.frame,
  subtype: r.subtype === '' ? undefined : r.subtype.split(',').map((s) => s.trim()),
  attribute: r.attribute === '' ? undefined : r.attribute,
  monsterType: r.monsterType === '' ? undefined : r.monsterType,
  level: num(r.level),
  scale: num(r.scale),
  atk: num(r.atk),
  def: num(r.def),
});
const factsOfCard = (c: CardDefinition) => ({
  passcode: c.passcode,
  name: c.name,
  frame: c.frame,
  subtype: c.subtype,
  attribute: c.attribute,
  monsterType: c.monsterType,
  level: c.level,
  scale: c.scale,
  atk: c.atk,
  def: c.def,
});

/**
 * Cards the pool needs that cards.tsv lacks, with their facts from shared/reference/cards-db.tsv:
 * Small Piece Golem (cards-notes.md: "referenced by Medium Piece Golem's effect. It is not in the
 * TSV … From the DB: passcode 22754505, L3 EARTH Rock 1100/0, effect monster") and Tune Warrior,
 * an EARTH Tuner for Goyo Guardian (issue 13: "plus the Tuners and materials they need"), and
 * Reckless Greed, a witness card of issue 32 (skipping a phase; cards-db.tsv: "Trap", a Normal Trap).
 */
const NOT_IN_TSV: Record<string, ReturnType<typeof factsOfRow>> = {
  '22754505': {
    passcode: '22754505', name: 'Small Piece Golem', frame: 'effect', subtype: undefined, attribute: 'EARTH',
    monsterType: 'Rock', level: 3, scale: undefined, atk: 1100, def: 0,
  },
  '74093656': {
    passcode: '74093656', name: 'Tune Warrior', frame: 'normal', subtype: ['tuner'], attribute: 'EARTH',
    monsterType: 'Warrior', level: 3, scale: undefined, atk: 1600, def: 200,
  },
  '37576645': {
    passcode: '37576645', name: 'Reckless Greed', frame: 'trap', subtype: ['normal'], attribute: undefined,
    monsterType: undefined, level: undefined, scale: undefined, atk: undefined, def: undefined,
  },
};

/**
 * Facts for every card of the 2016 database (src/decks/reference/cards-db.tsv, a copy of
 * shared/reference/cards-db.tsv): the pool's cards must agree with it, including the ones cards.tsv
 * does not list (the Normal Monsters read from the table in normal/).
 */
interface DbRow { passcode: string; alias: string; name: string; types: string; level: string; scales: string; attribute: string; monsterType: string; atk: string; def: string }
let cachedDb: Map<string, DbRow> | undefined;
const dbRows = (): Map<string, DbRow> => {
  if (cachedDb) return cachedDb;
  const lines = fs.readFileSync(path.resolve(__dirname, '../decks/reference/cards-db.tsv'), 'utf8').replace(/\r/g, '').split('\n').filter((l) => l !== '');
  expect(lines[0]?.split('\t').slice(0, 4)).toEqual(['passcode', 'alias_of', 'name', 'types']);
  cachedDb = new Map(lines.slice(1).map((line) => {
    const [passcode = '', alias = '', name = '', types = '', level = '', scales = '', attribute = '', monsterType = '', atk = '', def = ''] = line.split('\t');
    return [passcode, { passcode, alias, name, types, level, scales, attribute, monsterType, atk, def }];
  }));
  return cachedDb;
};

const MONSTER_KINDS = ['Pendulum', 'Fusion', 'Synchro', 'Xyz', 'Ritual', 'Token', 'Effect'] as const;
const ABILITIES = ['Tuner', 'Flip', 'Union', 'Gemini', 'Spirit', 'Toon'] as const;
const ICONS = ['Quick-Play', 'Equip', 'Field', 'Continuous', 'Ritual', 'Counter'] as const;
const dbNumber = (s: string): number | undefined => (s === '' || s === '?' ? undefined : Number(s));
/** The card's kind and its facts, as the database's `types` words and columns say them. */
function dbFactsOfRow(r: DbRow) {
  const words = r.types.split(' ');
  if (words[0] !== 'Monster') {
    const icon = ICONS.find((w) => words.includes(w));
    return { frame: words[0]!.toLowerCase(), icon: icon ? icon.toLowerCase() : 'normal' };
  }
  const kind = MONSTER_KINDS.find((w) => words.includes(w));
  return {
    frame: kind ? kind.toLowerCase() : 'normal', abilities: ABILITIES.filter((w) => words.includes(w)).map((w) => w.toLowerCase()),
    attribute: r.attribute, monsterType: r.monsterType, level: dbNumber(r.level), scale: dbNumber(r.scales.split('/')[0] ?? ''),
    atk: dbNumber(r.atk), def: dbNumber(r.def),
  };
}
function dbFactsOfCard(c: CardDefinition) {
  if (c.frame === 'spell' || c.frame === 'trap') return { frame: c.frame, icon: c.subtype?.find((s) => s !== 'normal') ?? 'normal' };
  return {
    frame: c.frame, abilities: ABILITIES.map((w) => w.toLowerCase()).filter((w) => c.subtype?.includes(w)),
    attribute: c.attribute, monsterType: c.monsterType, level: c.level, scale: c.scale, atk: c.atk, def: c.def,
  };
}

describe('card pool', () => {
  it("every card folder's index lists exactly the folder's modules (scripts/card-folder-index.mjs --check)", () => {
    const root = path.resolve(__dirname, '../..');
    expect(() => execFileSync(process.execPath, ['scripts/card-folder-index.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('the Normal Monster table is current with the card database (scripts/normal-monsters.mjs --check)', () => {
    const root = path.resolve(__dirname, '../..');
    expect(() => execFileSync(process.execPath, ['scripts/normal-monsters.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('has unique 8-digit passcodes and unique names', () => {
    const n = CARD_POOL.length;
    expect(new Set(CARD_POOL.map((c) => c.passcode)).size).toBe(n);
    expect(new Set(CARD_POOL.map((c) => c.name)).size).toBe(n);
    expect(new Set(CARD_POOL.map((c) => c.name.toLowerCase())).size).toBe(n);
    for (const c of CARD_POOL) expect(c.passcode, c.name).toMatch(/^\d{8}$/);
  });

  it('holds every Normal Monster of cards-db.tsv (641, alternate artworks folded) and of cards.tsv, and only cards of the two', () => {
    const pool = new Set(CARD_POOL.map((c) => c.passcode));
    const dbNormals = [...dbRows().values()].filter((r) => /^Monster Normal( Tuner)?$/.test(r.types) && r.alias === '');
    expect(dbNormals).toHaveLength(641);
    for (const r of dbNormals) expect(pool.has(r.passcode), `${r.passcode} ${r.name}`).toBe(true);
    expect(CARD_POOL.filter((c) => c.frame === 'normal')).toHaveLength(641);
    const tsvNormals = tsvRows().filter((r) => r.frame === 'normal').map((r) => r.passcode);
    for (const passcode of tsvNormals) expect(pool.has(passcode), passcode).toBe(true);
    const known = new Set([...dbRows().keys(), ...tsvRows().map((r) => r.passcode)]);
    for (const c of CARD_POOL) expect(known.has(c.passcode), c.name).toBe(true);
  });

  it("matches every card's facts with its row in cards.tsv, where it has one", () => {
    const inTsv = new Set(tsvRows().map((r) => r.passcode));
    for (const card of CARD_POOL) {
      if (!inTsv.has(card.passcode) && !NOT_IN_TSV[card.passcode]) continue;
      const facts = NOT_IN_TSV[card.passcode] ?? factsOfRow(rowFor(card.passcode));
      expect(factsOfCard(card), card.name).toEqual(facts);
    }
  });

  it("matches every card's facts with its row in cards-db.tsv: kind, abilities, Attribute, Type, Level, Scale, ATK, DEF, name", () => {
    const tsvNames = new Map(tsvRows().map((r) => [r.passcode, r.name]));
    for (const card of CARD_POOL) {
      const row = dbRows().get(card.passcode);
      expect(row, `${card.passcode} ${card.name} is in cards-db.tsv`).toBeDefined();
      if (!row) continue;
      expect(dbFactsOfCard(card), card.name).toEqual(dbFactsOfRow(row));
      // The game's spelling wins: cards.tsv's, or the database's with the `#` and `&` it drops.
      const spelled = card.name === row.name || card.name === tsvNames.get(card.passcode) || card.name.replace(/[#&]/g, '') === row.name;
      expect(spelled, `${card.name} is spelled as cards-db.tsv's ${row.name}`).toBe(true);
    }
  });

  it("gives a Normal Monster at most a short flavour line of its own (a card may show none)", () => {
    const normals = CARD_POOL.filter((c) => c.frame === 'normal');
    const withText = normals.filter((c) => c.text !== '');
    expect(withText.length).toBeGreaterThanOrEqual(61);
    for (const c of withText) {
      const text = c.text.trim();
      expect(text, c.name).toBe(c.text);
      expect(c.text.length, c.name).toBeLessThanOrEqual(140);
      const row = tsvRows().find((r) => r.passcode === c.passcode);
      if (row) expect(text, c.name).not.toBe(row.effectSummary);
      const words = text.split(/\s+/).length;
      expect(words, c.name).toBeGreaterThanOrEqual(6);
      expect(words, c.name).toBeLessThanOrEqual(20);
    }
    expect(new Set(withText.map((c) => c.text)).size).toBe(withText.length);
  });

  it('keeps Exodia the Forbidden One as an Effect Monster with a win condition', () => {
    const exodia = findCard('33396948');
    expect(exodia?.frame).toBe('effect');
    expect(exodia?.winsFromHand).toBeTypeOf('function');
    expect(exodia?.text).not.toBe(rowFor('33396948').effectSummary);
    for (const piece of FORBIDDEN_ONE_PIECES) expect(cardByName(piece), piece).toBeDefined();
  });
});

describe('lookups', () => {
  it('finds a card by exact name', () => {
    expect(findCard('Dark Magician')?.passcode).toBe('46986414');
    expect(cardByName('Master & Expert')?.passcode).toBe('75499502');
  });

  it('finds a card by passcode, keeping leading zeros', () => {
    expect(findCard('46986414')?.name).toBe('Dark Magician');
    expect(cardByPasscode('46986414')?.name).toBe('Dark Magician');
    expect(findCard('06368038')?.name).toBe('Gaia the Fierce Knight');
  });

  it('falls back to a case-insensitive name match', () => {
    expect(findCard('dark magician')?.passcode).toBe('46986414');
    expect(findCard('BLUE-EYES WHITE DRAGON')?.passcode).toBe('89631139');
    expect(cardByName('doma the angel of silence')?.passcode).toBe('16972957');
  });

  it('returns undefined for unknown cards', () => {
    expect(findCard('Not A Real Card')).toBeUndefined();
    expect(findCard('00000000')).toBeUndefined();
    expect(findCard('')).toBeUndefined();
    expect(cardByPasscode('6368038')).toBeUndefined();
  });
});

describe('preset decks', () => {
  it('has the two presets with unique ids', () => {
    expect(PRESET_DECKS.map((d) => d.id)).toEqual(['spellcasters-command', 'dragons-roar']);
  });

  for (const deck of PRESET_DECKS) {
    describe(deck.name, () => {
      it('has exactly 40 cards, all of which resolve', () => {
        expect(deck.main).toHaveLength(40);
        for (const name of deck.main) expect(findCard(name), name).toBeDefined();
      });

      it('has no name more than 3 times', () => {
        const counts = new Map<string, number>();
        for (const name of deck.main) counts.set(name, (counts.get(name) ?? 0) + 1);
        for (const [name, n] of counts) expect(n, name).toBeLessThanOrEqual(3);
      });

      it('has no Forbidden One piece', () => {
        const pieces: readonly string[] = FORBIDDEN_ONE_PIECES;
        for (const name of deck.main) expect(pieces, name).not.toContain(name);
        for (const name of deck.main) expect(name.toLowerCase()).not.toContain('forbidden one');
      });

      it('is all Normal Monsters with a curve that lets Tribute Summons happen', () => {
        const levels = deck.main.map((name) => {
          const card = findCard(name);
          expect(card?.frame, name).toBe('normal');
          return card?.level ?? 0;
        });
        const low = levels.filter((l) => l <= 4).length;
        const mid = levels.filter((l) => l === 5 || l === 6).length;
        const high = levels.filter((l) => l >= 7).length;
        expect(mid).toBeGreaterThanOrEqual(6);
        expect(mid).toBeLessThanOrEqual(8);
        expect(high).toBeGreaterThanOrEqual(3);
        expect(high).toBeLessThanOrEqual(5);
        expect(low).toBe(40 - mid - high);
        expect(low).toBeGreaterThan(20);
      });
    });
  }
});
