import { describe, expect, it } from 'vitest';
import { viewFor } from '..';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * A Token's effect as it is destroyed (Trigger range 'leavingField'): rulebook v9.1 "Monster Tokens" — a
 * Token that leaves the field is not sent anywhere, it ceases to exist; so its effect "when destroyed"
 * (Ojama Token: "the controller of that token takes 300 damage") goes off with the Token nowhere, for
 * the player who controlled it, as ygopro applies it (a continuous effect on leaving the field: no Chain).
 */
describe('a Token\'s effect as it is destroyed goes off after it has left the field', () => {
  it('destroyed by a card effect: applied at once, with no Chain Link to answer, for its controller', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: 'Ojama Token', position: 'defense' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(x.flow.chain).toEqual([]);
    expect(opp(x).lp).toBe(7700);
    expect(viewFor(x, 0).events.some((e) => e.type === 'activated' && e.card === idOf(d, 'Ojama Token', 1))).toBe(false);
  });

  it('destroyed by battle: the same, once the battle is over', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Ojama Token', position: 'defense' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Feral Imp'), target: idOf(d, 'Ojama Token', 1) }));
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 7700]);
  });

  it('not destroyed (returned to the hand): nothing happens', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Ojama Token', position: 'defense' }] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') }, { type: 'select', ids: [idOf(d, 'Ojama Token', 1)] }));
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(opp(x).lp).toBe(8000);
  });
});
