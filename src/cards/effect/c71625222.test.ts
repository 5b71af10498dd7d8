import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Duel } from '../../engine';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

/** Activates Time Wizard and calls the coin; the seeded toss decides. */
function toss(d: Duel, call: 'heads' | 'tails'): Duel {
  let x = play(d, { type: 'activate', card: idOf(d, 'Time Wizard') });
  while (x.flow.window) x = applyAction(x, { type: 'pass' });
  x = play(x, { type: 'select', option: call });
  while (x.flow.window) x = applyAction(x, legalActions(x)[0]!);
  return x;
}

describe('Time Wizard', () => {
  const position = { me: { monsters: [{ card: 'Time Wizard' }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] } };
  it('a right call destroys all the opponent\'s monsters; a wrong one destroys yours and costs half their ATK', () => {
    const d = duelOf(position);
    const heads = toss(d, 'heads');
    const tails = toss(d, 'tails');
    const result = heads.events.find((e) => e.type === 'coinTossed');
    expect(result).toBeDefined();
    const [right, wrong] = result && result.type === 'coinTossed' && result.result === 'heads' ? [heads, tails] : [tails, heads];
    expect(opp(right).monsters.every((m) => m === null)).toBe(true);
    expect(me(right).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Time Wizard', 'Celtic Guardian']);
    expect(me(wrong).monsters.every((m) => m === null)).toBe(true);
    // (500 + 1400) / 2 = 950.
    expect(me(wrong).lp).toBe(8000 - 950);
    expect(opp(wrong).monsters.filter(Boolean)).toHaveLength(2);
  });
  it('once per turn', () => {
    const x = toss(duelOf(position), 'heads');
    expect(legalActions(x).some((a) => a.type === 'activate')).toBe(false);
  });
});
