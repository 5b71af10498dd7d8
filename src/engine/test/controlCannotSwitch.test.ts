import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';

/*
 * A rule of Mataza the Zapper (its second attack: test/extraAttacks.test.ts):
 * - `controlCannotSwitch` ("control of this face-up card cannot switch"): taking, swapping or holding control
 *   by a rule (Snatch Steal) leaves it with its controller.
 */
describe('Control cannot switch (controlCannotSwitch)', () => {
  it('Snatch Steal equips it, but its control stays with its controller', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Mataza the Zapper' }] }, opp: { hand: ['Snatch Steal'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Snatch Steal', 1) }, { type: 'select', ids: [idOf(d, 'Mataza the Zapper')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Mataza the Zapper' });
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });
});
