import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { summary } from '..';
import { duelOf, idsOf, idOf, legal, passAll, play } from './dsl';

/*
 * "You can only Special Summon <name> once per turn this way" (SummonProcedure.oncePerTurn: 'name'): a Summon by
 * the card's procedure leaves a turn mark for its player and every copy of its name; the next such Summon is
 * refused that turn (refusal usedThisTurn) and allowed again in a later turn. Blue-Eyes Alternative White Dragon.
 */

const ALT = 'Blue-Eyes Alternative White Dragon';
const BEWD = 'Blue-Eyes White Dragon';

/** Ends the turn and the opponent's next one, back to the same player's Main Phase 1. */
function twoTurnsLater(duel: Duel): Duel {
  let x = duel;
  const turn = summary(x).turn;
  for (let i = 0; i < 40 && !(summary(x).turn === turn + 2 && summary(x).phase === 'main1'); i++) {
    const next = legal(x, 'nextPhase')[0];
    x = passAll(next ? play(x, next) : play(x, { type: 'pass' }));
  }
  return x;
}

describe('a Summon procedure once per turn by name', () => {
  it('a second copy cannot be Summoned by it the same turn, and can in a later turn', () => {
    const d = duelOf({ me: { hand: [ALT, ALT, BEWD] } });
    const [a, b] = idsOf(d, ALT);
    const x = passAll(play(d, { type: 'specialSummon', card: a!, method: 'rule', position: 'attack' }, { type: 'select', ids: [idOf(d, BEWD)] }));
    expect(legal(x, 'specialSummon', b)).toEqual([]);
    const later = twoTurnsLater(x);
    expect(summary(later).turn).toBe(5);
    expect(legal(later, 'specialSummon', b)).not.toEqual([]);
  });

  it('a procedure without it may be used again the same turn (Red-Eyes Darkness Dragon)', () => {
    const d = duelOf({ me: { hand: ['Red-Eyes Darkness Dragon', 'Red-Eyes Darkness Dragon'], monsters: [{ card: 'Red-Eyes Black Dragon' }, { card: 'Red-Eyes Black Dragon' }] } });
    const [a, b] = idsOf(d, 'Red-Eyes Darkness Dragon');
    let x = play(d, { type: 'specialSummon', card: a!, method: 'rule', position: 'attack' });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(x);
    expect(legal(x, 'specialSummon', b)).not.toEqual([]);
  });
});
