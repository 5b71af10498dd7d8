/**
 * Every Normal Monster of the table, one row each (a card with no effect is data): it can be put in
 * a Deck and a duel made with it; it is Normal Summoned or Set with the Tributes its Level needs
 * (rulebook v9.1, "Tribute Summon": Level 5 or 6 needs 1 Tribute, Level 7 or higher 2) and not with
 * fewer; on the field it shows the table's ATK, DEF, Level, Attribute and Type.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, legalActions, loadScenario, summary, viewFor, type Action, type Duel } from '../../engine';
import { isHidden } from '../../engine';
import { NORMALS } from './index';
import { NORMAL_TABLE } from './table';

/** The table's rows read here on their own, so a wrong parser is caught too. */
const ROWS = NORMAL_TABLE.split('\n').filter(Boolean).map((line) => {
  const [passcode = '', name = '', attribute, monsterType, level, atk, def, tuner] = line.split('|');
  return { passcode, name, attribute, monsterType, level: Number(level), atk: Number(atk), def: Number(def), tuner: tuner === 'tuner' };
});

const TRIBUTE_FODDER = 'Celtic Guardian';
const tributesFor = (level: number): number => (level >= 7 ? 2 : level >= 5 ? 1 : 0);

/** Main Phase 1 with the card in hand and `fodder` monsters of the player's own on the field. */
function withInHand(passcode: string, fodder: number): Duel {
  return loadScenario({
    turn: 3, turnPlayer: 0, phase: 'main1', seed: 1,
    players: [
      { hand: [passcode], deck: [TRIBUTE_FODDER], monsters: Array.from({ length: fodder }, () => ({ card: TRIBUTE_FODDER, position: 'attack' as const })) },
      { deck: [TRIBUTE_FODDER] },
    ],
  });
}

const handId = (duel: Duel): string => {
  const card = viewFor(duel, 0).players[0].hand[0];
  if (!card || isHidden(card)) throw new Error('no card in hand');
  return card.id;
};

describe('the Normal Monster table', () => {
  it('has one card per row, in the table order, 641 in all', () => {
    expect(ROWS).toHaveLength(641);
    expect(NORMALS.map((c) => c.passcode)).toEqual(ROWS.map((r) => r.passcode));
  });

  it('every card can be put in a Deck and a duel made with it', () => {
    const nameOf = new Map(ROWS.map((r) => [r.passcode, r.name]));
    for (let i = 0; i < ROWS.length; i += 40) {
      // 40 cards in table order (the last Deck wraps round to the first rows); the first listed is the top.
      const main = Array.from({ length: 40 }, (_, k) => ROWS[(i + k) % ROWS.length]!.passcode);
      const duel = createDuel({ decks: [{ main }, { main }], seed: 3, shuffle: false });
      expect(summary(duel).players[0].hand).toEqual(main.slice(0, 5).map((p) => nameOf.get(p)));
      expect(summary(duel).players[0].deck).toBe(35);
    }
  });

  it.each(ROWS.map((r) => [r.name, r] as const))('%s: Summoned and Set with the Tributes its Level needs, with its printed facts', (_name, row) => {
    const needed = tributesFor(row.level);
    if (needed > 0) {
      // One Tribute short: neither a Summon nor a Set of it is legal.
      const short = withInHand(row.passcode, needed - 1);
      const id = handId(short);
      expect(legalActions(short).filter((a) => (a.type === 'normalSummon' || a.type === 'setMonster') && a.card === id)).toEqual([]);
    }
    const duel = withInHand(row.passcode, needed);
    const id = handId(duel);
    const ofCard = (type: 'normalSummon' | 'setMonster'): Extract<Action, { type: typeof type }>[] =>
      legalActions(duel).filter((a): a is Extract<Action, { type: typeof type }> => a.type === type && a.card === id);
    const [summon, ...moreSummons] = ofCard('normalSummon');
    const [set, ...moreSets] = ofCard('setMonster');
    expect(moreSummons).toEqual([]);
    expect(moreSets).toEqual([]);
    expect(summon?.tributes).toHaveLength(needed);
    expect(set?.tributes).toHaveLength(needed);

    const summoned = applyAction(duel, summon!);
    const slot = summary(summoned).players[0].monsters.find((m) => m?.name === row.name);
    expect(slot).toMatchObject({ faceUp: true, position: 'attack', atk: row.atk, def: row.def });
    expect(summary(summoned).players[0].graveyard).toHaveLength(needed);
    const face = viewFor(summoned, 0).players[0].monsters.map((m) => m?.card).find((c) => c && !isHidden(c) && c.id === id);
    expect(face).toMatchObject({
      passcode: row.passcode, name: row.name, frame: 'normal', attribute: row.attribute, monsterType: row.monsterType,
      level: row.level, atk: row.atk, def: row.def, subtype: row.tuner ? ['tuner'] : [],
    });

    const setDown = applyAction(duel, set!);
    expect(summary(setDown).players[0].monsters.find((m) => m?.name === row.name)).toMatchObject({ faceUp: false, position: 'defense' });
  });
});
