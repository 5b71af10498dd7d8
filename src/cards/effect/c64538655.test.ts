import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

// Sasuke Samurai 4: "If this card battles a monster, toss a coin and call heads or tails before damage
// calculation. If you call it right, destroy the opponent's monster with this effect."
describe('Sasuke Samurai 4', () => {
  const attackAndCall = (seed: number, call: 'heads' | 'tails', attacking = true): Duel => {
    const d = duelOf({
      seed, turnPlayer: attacking ? 0 : 1,
      me: { monsters: [{ card: 'Sasuke Samurai 4' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    const attack = attacking
      ? { type: 'attack' as const, card: idOf(d, 'Sasuke Samurai 4'), target: idOf(d, 'Summoned Skull', 1) }
      : { type: 'attack' as const, card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Sasuke Samurai 4') };
    const x = passAll(play(toBattle(d), attack));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['heads', 'tails'] });
    return passAll(play(x, { type: 'select', option: call }));
  };
  const tossed = (x: Duel) => x.events.find((e) => e.type === 'coinTossed');

  it('called right: the monster it battles is destroyed by the effect before damage calculation (no battle damage)', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const probe = attackAndCall(seed, 'heads');
      const result = tossed(probe)?.type === 'coinTossed' ? (tossed(probe) as { result: 'heads' | 'tails' }).result : 'heads';
      const x = attackAndCall(seed, result);
      expect(opp(x).graveyard).toEqual(['Summoned Skull']);
      expect(me(x).lp).toBe(8000);
      expect(me(x).monsters[0]).toMatchObject({ name: 'Sasuke Samurai 4' });
    }
  });

  it('called wrong: nothing is destroyed by the effect, and the battle goes on (Sasuke Samurai 4 loses)', () => {
    const probe = attackAndCall(1, 'heads');
    const result = (tossed(probe) as { result: 'heads' | 'tails' }).result;
    const x = attackAndCall(1, result === 'heads' ? 'tails' : 'heads');
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    expect(me(x).graveyard).toEqual(['Sasuke Samurai 4']);
    expect(me(x).lp).toBe(8000 - 1300);
  });

  it('also when it is attacked', () => {
    const probe = attackAndCall(2, 'heads', false);
    const result = (tossed(probe) as { result: 'heads' | 'tails' }).result;
    const x = attackAndCall(2, result, false);
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
  });

  it('a direct attack battles no monster: no coin toss', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Sasuke Samurai 4' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Sasuke Samurai 4'), target: 'direct' }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).lp).toBe(8000 - 1200);
  });
});
