import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * Two rules of Mataza the Zapper (issue 32 §4, "more than one attack"):
 * - `attacksTwice` ("can make a second attack during each Battle Phase"): its attacks are counted (turn
 *   marks `attacked`), a replayed attack counting once; legal.ts allows a second, never a third;
 * - `controlCannotSwitch` ("control of this face-up card cannot switch"): taking, swapping or holding control
 *   by a rule (Snatch Steal) leaves it with its controller.
 */
describe('A second attack during each Battle Phase (attacksTwice)', () => {
  it('after its first attack it may attack again; after the second, no more this turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Mataza the Zapper' }] } });
    const id = idOf(d, 'Mataza the Zapper');
    const once = passAll(play(toBattle(d), { type: 'attack', card: id, target: 'direct' }));
    expect(legal(once, 'attack', id)).toHaveLength(1);
    const twice = passAll(play(once, { type: 'attack', card: id, target: 'direct' }));
    expect(legal(twice, 'attack', id)).toEqual([]);
  });
});

describe('Control cannot switch (controlCannotSwitch)', () => {
  it('Snatch Steal equips it, but its control stays with its controller', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Mataza the Zapper' }] }, opp: { hand: ['Snatch Steal'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Snatch Steal', 1) }, { type: 'select', ids: [idOf(d, 'Mataza the Zapper')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Mataza the Zapper' });
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });
});
