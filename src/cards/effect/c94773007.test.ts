import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

/*
 * Jirai Gumo (texts-2016): "When this card declares an attack: Toss a coin and call it. If you call it wrong,
 * lose half your Life Points." A mandatory Trigger (official c94773007.lua: EVENT_ATTACK_ANNOUNCE, LP rounded
 * up); GOAT (goat/c504700190.lua): the toss is a cost of the attack, no Chain (LP rounded down).
 */
function attackCalling(format: 'advanced' | 'goat', call: 'heads' | 'tails', lp = 8000): { duel: Duel; chained: boolean } {
  const d = duelOf({ format, seed: 5, me: { lp, monsters: [{ card: 'Jirai Gumo' }] }, opp: { monsters: [] } });
  let x = play(d, { type: 'nextPhase', to: 'battle' });
  while (x.flow.window) x = play(x, { type: 'pass' });
  x = play(x, { type: 'attack', card: idOf(d, 'Jirai Gumo'), target: 'direct' });
  let chained = false;
  for (let i = 0; i < 40 && (x.flow.window || x.flow.prompt); i++) {
    chained ||= x.flow.chain.length > 0;
    x = x.flow.prompt ? play(x, { type: 'select', option: call }) : play(x, { type: 'pass' });
  }
  return { duel: x, chained };
}

describe('Jirai Gumo', () => {
  it('declaring an attack, its controller calls a coin toss: called wrong, they lose half their LP; the attack goes on', () => {
    const heads = attackCalling('advanced', 'heads');
    const tails = attackCalling('advanced', 'tails');
    // The same seeded coin: exactly one call is right.
    expect([me(heads.duel).lp, me(tails.duel).lp].sort((a, b) => a - b)).toEqual([4000, 8000]);
    expect(opp(heads.duel).lp).toBe(8000 - 2200);
    expect(opp(tails.duel).lp).toBe(8000 - 2200);
    // A Trigger effect: it went on a Chain.
    expect(heads.chained).toBe(true);
  });

  it('rounds the LP left up (7001 LP called wrong: 3501 left)', () => {
    const both = [attackCalling('advanced', 'heads', 7001), attackCalling('advanced', 'tails', 7001)];
    expect(both.map((b) => me(b.duel).lp).sort((a, b) => a - b)).toEqual([3501, 7001]);
  });

  it('GOAT: the toss is a cost of the attack, with no Chain; the LP left are rounded down', () => {
    const both = [attackCalling('goat', 'heads', 7001), attackCalling('goat', 'tails', 7001)];
    expect(both.map((b) => me(b.duel).lp).sort((a, b) => a - b)).toEqual([3500, 7001]);
    expect(both.some((b) => b.chained)).toBe(false);
    expect(both.every((b) => opp(b.duel).lp === 8000 - 2200)).toBe(true);
  });
});
