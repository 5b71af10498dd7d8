import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, play } from '../../engine/test/dsl';
import { PENDULUM_SCALE } from '../../engine/state';

describe('Flash Knight', () => {
  it('is a Level 4 monster with Pendulum Scale 7, activated in a Pendulum Zone from the hand', () => {
    const d = duelOf({ me: { hand: ['Flash Knight'] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Flash Knight'))).toHaveLength(1);
    const x = play(d, { type: 'activate', card: idOf(d, 'Flash Knight'), effect: PENDULUM_SCALE, zone: 1 });
    expect(me(x).pendulum).toEqual([null, { name: 'Flash Knight', faceUp: true }]);
    expect(me(x).spellTraps.every((s) => s === null)).toBe(true);
  });
});
