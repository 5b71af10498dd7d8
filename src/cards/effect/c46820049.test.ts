import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

// Mefist the Infernal General: "When this card attacks with an ATK that is higher than the DEF of your
// opponent's Defense Position monster, inflict the difference as Battle Damage to your opponent's Life Points.
// When this card inflicts Battle Damage to your opponent's Life Points, discard 1 card randomly from your
// opponent's hand."
describe('Mefist the Infernal General', () => {
  const attack = (target: { card: string; position: 'attack' | 'defense' } | null, hand: string[], seed = 7) => {
    const d = duelOf({ seed, me: { monsters: [{ card: 'Mefist the Infernal General' }] }, opp: { hand, monsters: target ? [target] : [] } });
    return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Mefist the Infernal General'), target: target ? idOf(d, target.card, 1) : 'direct' }));
  };

  it('piercing battle damage, then the opponent discards 1 card from their hand at random', () => {
    const x = attack({ card: 'Celtic Guardian', position: 'defense' }, ['Dark Hole', 'Raigeki', 'Kuriboh']);
    expect(opp(x).lp).toBe(8000 - 600);
    expect(opp(x).hand).toHaveLength(2);
    expect(opp(x).graveyard).toHaveLength(2); // Celtic Guardian and the discarded card
  });

  it('the discarded card is chosen at random by the seed, not by the hand order or the players', () => {
    const hand = ['Dark Hole', 'Raigeki', 'Kuriboh', 'Pot of Greed'];
    const discarded = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => opp(attack(null, hand, seed)).graveyard[0]);
    expect(new Set(discarded).size).toBeGreaterThan(1);
    expect(discarded.every((c) => hand.includes(c!))).toBe(true);
    // The same seed, the same card.
    expect(opp(attack(null, hand, 3)).graveyard).toEqual(opp(attack(null, hand, 3)).graveyard);
  });

  it('an empty hand: battle damage, nothing to discard', () => {
    const x = attack(null, []);
    expect(opp(x).lp).toBe(8000 - 1800);
    expect(opp(x).graveyard).toEqual([]);
  });

  it('no battle damage to the opponent: no discard', () => {
    const x = attack({ card: 'Giant Soldier of Stone', position: 'defense' }, ['Dark Hole']);
    expect(me(x).lp).toBe(8000 - 200);
    expect(opp(x).hand).toHaveLength(1);
  });
});
