import { describe, expect, it } from 'vitest';
import { duelOf, me } from '../../engine/test/dsl';

// Cybernetic Cyclopean: "While you have no cards in your hand, this card gains 1000 ATK."
describe('Cybernetic Cyclopean', () => {
  it('+1000 ATK while its controller has no cards in hand (the opponent\'s hand does not matter)', () => {
    expect(me(duelOf({ me: { monsters: [{ card: 'Cybernetic Cyclopean' }] }, opp: { hand: ['Kuriboh'] } })).monsters[0]).toMatchObject({ atk: 2400, def: 200 });
  });
  it('with a card in hand: its printed 1400', () => {
    expect(me(duelOf({ me: { hand: ['Kuriboh'], monsters: [{ card: 'Cybernetic Cyclopean' }] } })).monsters[0]?.atk).toBe(1400);
  });
});
