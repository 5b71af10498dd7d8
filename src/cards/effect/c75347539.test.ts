import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { whyIllegal } from '../../engine/reasons';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Valkyrion the Magna Warrior (texts-2016): "Cannot be Normal Summoned/Set. Must first be Special
 * Summoned (from your hand) by Tributing 1 "Alpha The Magnet Warrior", "Beta The Magnet Warrior", and
 * "Gamma The Magnet Warrior" from your hand and/or your side of the field. You can Tribute this card,
 * then target 1 "Alpha The Magnet Warrior", "Beta The Magnet Warrior", and "Gamma The Magnet Warrior"
 * in your Graveyard; Special Summon those targets." A Summon procedure with a cost and "cannot be
 * Normal Summoned/Set" (issue 32 §4; library.ts tributeNamedFromHandOrField, rule code onlyByProcedure).
 */

const ALPHA = 'Alpha the Magnet Warrior';
const BETA = 'Beta the Magnet Warrior';
const GAMMA = 'Gamma the Magnet Warrior';
const VALKYRION = 'Valkyrion the Magna Warrior';

/** Special Summons Valkyrion by its procedure, choosing each Magnet Warrior to Tribute. */
function summoned(d: Duel, position: 'attack' | 'defense' = 'attack'): Duel {
  let x = play(d, { type: 'specialSummon', card: idOf(d, VALKYRION), method: 'rule', position });
  for (const name of [ALPHA, BETA, GAMMA]) x = play(x, { type: 'select', ids: [idOf(d, name)] });
  return passAll(x);
}

describe('Valkyrion the Magna Warrior', () => {
  it('cannot be Normal Summoned or Set, even with 2 Tributes', () => {
    const d = duelOf({ me: { hand: [VALKYRION], monsters: [{ card: 'Feral Imp' }, { card: 'Mystical Elf' }] } });
    expect(legal(d, 'normalSummon')).toEqual([]);
    expect(legal(d, 'setMonster')).toEqual([]);
    expect(whyIllegal(d, { type: 'normalSummon', card: idOf(d, VALKYRION), tributes: [idOf(d, 'Feral Imp'), idOf(d, 'Mystical Elf')] }))
      .toBe('Valkyrion the Magna Warrior cannot be Normal Summoned or Set: it is Special Summoned by its own procedure');
  });

  it('is Special Summoned from the hand by Tributing Alpha, Beta and Gamma from the hand and/or the field; the Normal Summon stays unused', () => {
    const d = duelOf({ me: { hand: [VALKYRION, ALPHA], monsters: [{ card: BETA }, { card: GAMMA, faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'specialSummon', idOf(d, VALKYRION))).toHaveLength(2);
    let x = play(d, { type: 'specialSummon', card: idOf(d, VALKYRION), method: 'rule', position: 'defense' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, ALPHA)] });
    x = summoned(d, 'defense');
    expect(me(x).monsters.find((s) => s?.name === VALKYRION)).toMatchObject({ faceUp: true, position: 'defense' });
    expect([...me(x).graveyard].sort()).toEqual([ALPHA, BETA, GAMMA]);
    expect(me(x).hand).toEqual([]);
    expect(x.players[0].normalSummonUsed).toBe(false);
  });

  it('cannot be Special Summoned without all three Magnet Warriors, nor from the Graveyard before its procedure', () => {
    expect(legal(duelOf({ me: { hand: [VALKYRION, ALPHA], monsters: [{ card: BETA }] } }), 'specialSummon')).toEqual([]);
    // A Magnet Warrior in the Graveyard does not count.
    expect(legal(duelOf({ me: { hand: [VALKYRION, ALPHA, BETA], graveyard: [GAMMA] } }), 'specialSummon')).toEqual([]);
    const reborn = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: VALKYRION, properlySummoned: false }] } });
    expect(legal(reborn, 'activate')).toEqual([]);
  });

  it('Tributes itself to Special Summon the Alpha, Beta and Gamma it targets in the Graveyard, each in the position chosen', () => {
    const x = summoned(duelOf({ me: { hand: [VALKYRION, ALPHA, BETA, GAMMA] } }));
    const valkyrion = idOf(x, VALKYRION);
    let y = play(x, { type: 'activate', card: valkyrion, effect: 1 });
    for (const name of [ALPHA, BETA, GAMMA]) {
      expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(x, name)] });
      y = play(y, { type: 'select', ids: [idOf(x, name)] });
    }
    // The Tribute is its cost, paid as it is activated.
    expect(me(y).graveyard).toContain(VALKYRION);
    y = passAll(y);
    for (const position of ['attack', 'defense', 'attack']) y = play(y, { type: 'select', option: position });
    y = passAll(y);
    expect(me(y).monsters.filter(Boolean).map((s) => [s!.name, s!.position])).toEqual([[ALPHA, 'attack'], [BETA, 'defense'], [GAMMA, 'attack']]);
    expect(me(y).graveyard).toEqual([VALKYRION]);
  });

  it('cannot be used without 1 of each in the Graveyard, or without 2 more free Monster Zones', () => {
    const x = summoned(duelOf({ me: { hand: [VALKYRION, ALPHA, BETA, GAMMA] } }));
    const lacking = { ...x, players: [{ ...x.players[0], graveyard: x.players[0].graveyard.filter((c) => c !== idOf(x, GAMMA)), banished: [idOf(x, GAMMA)] }, x.players[1]] as Duel['players'] };
    expect(legal(lacking, 'activate', idOf(x, VALKYRION))).toEqual([]);
    const crowded = summoned(duelOf({ me: { hand: [VALKYRION, ALPHA, BETA, GAMMA], monsters: [{ card: 'Feral Imp' }, { card: 'Mystical Elf' }, { card: 'Celtic Guardian' }] } }));
    expect(me(crowded).monsters.filter(Boolean)).toHaveLength(4);
    expect(legal(crowded, 'activate', idOf(x, VALKYRION))).toEqual([]);
  });
});
