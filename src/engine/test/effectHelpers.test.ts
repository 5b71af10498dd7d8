import { describe, expect, it } from 'vitest';
import { viewFor } from '..';
import { draftOf } from '../draft';
import { effectContext } from '../effects/context';
import { payLpCost } from '../effects/library';
import { duelOf, idOf, legal, play } from './dsl';

/** A context for player 1's `card` over a fresh working copy, as the engine makes one while resolving. */
const contextFor = (seed: number, card = 'Celtic Guardian') => {
  const d = draftOf(duelOf({ seed, me: { monsters: [{ card }] } }));
  return { d, ctx: effectContext(d, { card: idOf(d, card), player: 0, targets: [], link: null, chain: [], answers: [] }) };
};

// Rulebook v9.1 "Other Rules": coin tosses and dice go through the duel's seeded generator.
describe('Coin tosses and dice', () => {
  it('are decided by the seed: the same seed gives the same results, and the generator moves on', () => {
    const a = contextFor(7);
    const b = contextFor(7);
    const first = [a.ctx.tossCoin(), a.ctx.tossCoin(), a.ctx.rollDie()];
    expect([b.ctx.tossCoin(), b.ctx.tossCoin(), b.ctx.rollDie()]).toEqual(first);
    expect(a.d.rng).not.toEqual(duelOf({ seed: 7 }).rng);
  });
  it('are fair: over many seeds, heads about half the time and every face of the die about a sixth', () => {
    let heads = 0;
    const faces = [0, 0, 0, 0, 0, 0];
    for (let seed = 1; seed <= 3000; seed++) {
      const { ctx } = contextFor(seed);
      if (ctx.tossCoin() === 'heads') heads++;
      faces[ctx.rollDie() - 1]!++;
    }
    expect(heads / 3000).toBeGreaterThan(0.46);
    expect(heads / 3000).toBeLessThan(0.54);
    for (const f of faces) expect(f / 3000).toBeGreaterThan(0.14);
    for (const f of faces) expect(f / 3000).toBeLessThan(0.195);
  });
  it('both players see the result in the log', () => {
    const { d, ctx } = contextFor(3);
    const result = ctx.tossCoin();
    expect(viewFor(d, 1).events.map((e) => e.text)).toContain(`Opponent tossed a coin: ${result}`);
  });
});

describe('Counters', () => {
  it('are placed on and removed from a monster, never below 0', () => {
    const { d, ctx } = contextFor(1);
    const guardian = idOf(d, 'Celtic Guardian');
    expect(ctx.changeCounters(guardian, 2)).toBe(2);
    expect(ctx.changeCounters(guardian, -3)).toBe(0);
    expect(d.players[0].monsters[0]!.counters).toBe(0);
  });
});

// Rulebook v9.1 Glossary "Pay a Cost": costs are paid before the activation and never refunded.
describe('LP costs (payLpCost)', () => {
  it('can be paid with at least that much LP, all of it included; not with less', () => {
    const cost = payLpCost(1000);
    const withLp = (lp: number) => {
      const d = draftOf(duelOf({ me: { lp, monsters: [{ card: 'Celtic Guardian' }] } }));
      return { d, ctx: effectContext(d, { card: idOf(d, 'Celtic Guardian'), player: 0, targets: [], link: null, chain: [], answers: [] }) };
    };
    expect(cost.can(withLp(999).ctx)).toBe(false);
    expect(cost.can(withLp(1000).ctx)).toBe(true);
    const { d, ctx } = withLp(2500);
    cost.pay(ctx);
    expect(d.players[0].lp).toBe(1500);
    expect(d.events).toContainEqual({ type: 'paidLp', player: 0, amount: 1000 });
  });
  it('Ultimate Offering can be used with exactly 500 LP (paying the cost leaves 0: its player loses)', () => {
    const d = duelOf({ me: { lp: 500, hand: ['Feral Imp'], normalSummonUsed: true, spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] } });
    expect(legal(d, 'activate', idOf(d, 'Ultimate Offering'))).toHaveLength(1);
    const x = play(d, { type: 'activate', card: idOf(d, 'Ultimate Offering'), effect: 1 });
    expect(x.winner).toBe(1);
  });
});
