import { describe, expect, it } from 'vitest';
import type { Duel } from '../state';
import { duelOf, idOf, play } from './dsl';

/*
 * A random card from a hand (issue 32 §4; EffectContext.randomCard). Rulebook v9.1 "Random": "When a card
 * effect says to choose a card randomly, there is no official way of doing so, it is fine as long as
 * neither player has a way of knowing which card is being chosen." The choice is the duel's seeded
 * generator's (a replay makes the same one), and it does not follow the order of the hand, which its
 * holder knows: the same cards in another order give the same pick.
 */

/** The card Delinquent Duo discards at random from player 2's hand (the one missing from the second choice). */
function randomPick(d: Duel): string {
  const x = play(d, { type: 'activate', card: idOf(d, 'Delinquent Duo') });
  const rest = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [];
  return d.players[1].hand.find((id) => !rest.includes(id))!;
}

describe('A random card from a hand', () => {
  it("is the generator's choice: the same for the same seed, whatever the order of the hand", () => {
    const d = duelOf({ seed: 9, me: { hand: ['Delinquent Duo'] }, opp: { hand: ['Summoned Skull', 'Kuriboh', 'Pot of Greed', 'Fissure', 'Waboku'] } });
    const reordered: Duel = { ...d, players: [d.players[0], { ...d.players[1], hand: [...d.players[1].hand].reverse() }] };
    expect(randomPick(reordered)).toBe(randomPick(d));
    expect(randomPick(d)).toBe(randomPick(d));
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => randomPick({ ...d, rng: duelOf({ seed }).rng }));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });
});
