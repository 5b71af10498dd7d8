import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

describe('Toon World', () => {
  it('is activated by paying 1000 LP and stays face-up on the field', () => {
    const d = duelOf({ me: { hand: ['Toon World'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Toon World') }));
    expect(me(x).lp).toBe(7000);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Toon World', faceUp: true });
  });

  it('cannot be activated with less than 1000 LP', () => {
    const d = duelOf({ me: { lp: 900, hand: ['Toon World'] } });
    expect(legal(d, 'activate', idOf(d, 'Toon World'))).toEqual([]);
  });

  it('face-up, it lets a Toon that needs it attack directly', () => {
    const d = duelOf({ me: { hand: ['Toon World'], monsters: [{ card: 'Toon Cannon Soldier' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const toon = idOf(d, 'Toon Cannon Soldier');
    expect(legal(toBattle(d), 'attack', toon).map((a) => a.target)).not.toContain('direct');
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Toon World') }));
    expect(legal(toBattle(x), 'attack', toon).map((a) => a.target)).toContain('direct');
  });
});
