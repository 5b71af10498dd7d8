import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import { toonLevel4Spec } from './toonLevel4Spec';

describe('Toon Masked Sorcerer', () => {
  toonLevel4Spec('Toon Masked Sorcerer', 900);

  it('when it inflicts battle damage to the opponent, its controller draws 1 card', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Toon Masked Sorcerer' }], spellTraps: [{ card: 'Toon World', faceUp: true }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Toon Masked Sorcerer'), target: 'direct' }));
    expect(opp(x).lp).toBe(8000 - 900);
    expect(me(x).hand).toHaveLength(1);
    expect(me(x).deck).toBe(9);
  });

  it('no battle damage, no draw: attacking a stronger Defense Position monster', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Toon Masked Sorcerer' }] }, opp: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Toon Masked Sorcerer'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(me(x).hand).toEqual([]);
    expect(me(x).lp).toBe(8000 - 300);
  });
});
