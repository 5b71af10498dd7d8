/**
 * Rulebook v9.1 "Chains": each Chain Link is its own activation. A card that negates "that activation"
 * negates the Chain Link it answered, even when another link of the Chain is the same card's same effect by the
 * same player (effects/context.ts `negateActivation`, `negateEffect` find the very link read from the Chain).
 */
import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, legal, opp, passAll, play } from './dsl';

const M = 'Number 104: Masquerade';
const U = 'Number 39: Utopia';
const activate = (d: Duel, card: string, owner: 0 | 1): Duel => {
  const x = play(d, { type: 'activate', card: idOf(d, card, owner), effect: 0 });
  return x.flow.prompt ? play(x, legal(x, 'select')[0]!) : x;
};

describe('negating the activation of its own Chain Link', () => {
  it('Chain Links 3 and 1 are both Utopia\'s; Masquerade at link 4 negates link 3 and at link 2 negates link 1', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: M, materials: ['Celtic Guardian', 'Mystical Elf', 'Feral Imp'] }] }, opp: { monsters: [{ card: U, materials: ['Celtic Guardian', 'Feral Imp'] }] } });
    let x = play(d, { type: 'attack', card: idOf(d, M), target: idOf(d, U, 1) });
    x = activate(activate(activate(x, U, 1), M, 0), U, 1);
    expect(x.flow.chain.map((l) => l.card)).toEqual([idOf(d, U, 1), idOf(d, M), idOf(d, U, 1)]);
    x = passAll(activate(x, M, 0));
    const negated = x.events.filter((e) => e.type === 'negated');
    expect(negated).toHaveLength(2);
    // Both of Utopia's links were negated: the attack went on (2700 against 2500), and each negation dealt 800.
    expect(x.events.some((e) => e.type === 'attackNegated')).toBe(false);
    expect(opp(x).lp).toBe(8000 - 1600 - 200);
  });
});
