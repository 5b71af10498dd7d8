import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../engine/card';
import { CARD_POOL } from './index';

/*
 * The facts of every pool card that cards.tsv does not list (the GOAT cards, docs/goat.md) against
 * the 2016 card database (src/decks/reference/cards-db.tsv, a copy of shared/reference/cards-db.tsv):
 * its kind, abilities, Attribute, Type, Level, Scale, ATK, DEF and name.
 */
interface DbRow { passcode: string; name: string; types: string; level: string; scales: string; attribute: string; monsterType: string; atk: string; def: string }
const DB: ReadonlyMap<string, DbRow> = new Map(
  fs.readFileSync(path.resolve(__dirname, '../decks/reference/cards-db.tsv'), 'utf8').replace(/\r/g, '').split('\n').filter((l) => l !== '').slice(1).map((line) => {
    const [passcode = '', , name = '', types = '', level = '', scales = '', attribute = '', monsterType = '', atk = '', def = ''] = line.split('\t');
    return [passcode, { passcode, name, types, level, scales, attribute, monsterType, atk, def }];
  }),
);
const TSV = new Set(fs.readFileSync(path.resolve(__dirname, 'reference/cards.tsv'), 'utf8').split('\n').slice(1).map((l) => l.split('\t')[0]));

const MONSTER_KINDS = ['Pendulum', 'Fusion', 'Synchro', 'Xyz', 'Ritual', 'Token', 'Effect'] as const;
const ABILITIES = ['Tuner', 'Flip', 'Union', 'Gemini', 'Spirit', 'Toon'] as const;
const ICONS = ['Quick-Play', 'Equip', 'Field', 'Continuous', 'Ritual', 'Counter'] as const;
const dbNumber = (s: string): number | undefined => (s === '' || s === '?' ? undefined : Number(s));

function factsOfRow(r: DbRow) {
  const words = r.types.split(' ');
  if (words[0] !== 'Monster') {
    const icon = ICONS.find((w) => words.includes(w));
    return { name: r.name, frame: words[0]!.toLowerCase(), icon: icon ? icon.toLowerCase() : 'normal' };
  }
  const kind = MONSTER_KINDS.find((w) => words.includes(w));
  return {
    name: r.name, frame: kind ? kind.toLowerCase() : 'normal', abilities: ABILITIES.filter((w) => words.includes(w)).map((w) => w.toLowerCase()),
    attribute: r.attribute, monsterType: r.monsterType, level: dbNumber(r.level), scale: dbNumber(r.scales.split('/')[0] ?? ''), atk: dbNumber(r.atk), def: dbNumber(r.def),
  };
}
function factsOfCard(c: CardDefinition) {
  if (c.frame === 'spell' || c.frame === 'trap') return { name: c.name, frame: c.frame, icon: c.subtype?.find((s) => s !== 'normal') ?? 'normal' };
  return {
    name: c.name, frame: c.frame, abilities: ABILITIES.map((w) => w.toLowerCase()).filter((w) => c.subtype?.includes(w)),
    attribute: c.attribute, monsterType: c.monsterType, level: c.level, scale: c.scale, atk: c.atk, def: c.def,
  };
}

describe('card facts from the card database', () => {
  it("matches every card cards.tsv does not list with its row in cards-db.tsv", () => {
    const outside = CARD_POOL.filter((c) => !TSV.has(c.passcode));
    for (const card of outside) {
      const row = DB.get(card.passcode);
      expect(row, `${card.passcode} ${card.name} is in cards-db.tsv`).toBeDefined();
      if (row) expect(factsOfCard(card), card.name).toEqual(factsOfRow(row));
    }
  });
});
