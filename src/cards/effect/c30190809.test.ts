import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Gear Golem the Moving Fortress (texts-2016): "Once per turn, during your Main Phase 1, by paying 800 Life
 * Points, this card can attack your opponent directly this turn." The direct attack is the recorded rule
 * attacksDirectly, about the card, for this turn.
 */

const GOLEM = 'Gear Golem the Moving Fortress';

describe('Gear Golem the Moving Fortress', () => {
  const d = duelOf({ me: { monsters: [{ card: GOLEM }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
  const golem = idOf(d, GOLEM);
  const paid = passAll(play(d, { type: 'activate', card: golem }));

  it('in Main Phase 1, pays 800 LP; it can then attack directly while the opponent controls monsters', () => {
    expect(paid.players[0].lp).toBe(7200);
    expect(legal(toBattle(d), 'attack', golem).map((a) => a.target)).toEqual([idOf(d, 'Summoned Skull', 1)]);
    const battle = toBattle(paid);
    expect(legal(battle, 'attack', golem).map((a) => a.target).sort()).toEqual(['direct', idOf(d, 'Summoned Skull', 1)].sort());
    const x = passAll(play(battle, { type: 'attack', card: golem, target: 'direct' }));
    expect(opp(x).lp).toBe(7200);
  });

  it('once per turn', () => {
    expect(legal(paid, 'activate', golem)).toEqual([]);
  });

  it('not in Main Phase 2, and only this turn', () => {
    const main2 = passAll(play(toBattle(d), { type: 'nextPhase', to: 'main2' }));
    expect(legal(main2, 'activate', golem)).toEqual([]);
    const next = endTurn(endTurn(paid));
    expect(legal(toBattle(next), 'attack', golem).map((a) => a.target)).toEqual([idOf(d, 'Summoned Skull', 1)]);
  });

  it('not without 800 LP to pay', () => {
    const poor = duelOf({ me: { lp: 500, monsters: [{ card: GOLEM }] } });
    expect(legal(poor, 'activate')).toEqual([]);
  });
});
