import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, play } from '../../engine/test/dsl';

describe('Magical Merchant', () => {
  it('FLIP: turns over cards until a Spell or Trap, adds it to the hand and sends the cards before it to the Graveyard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Magical Merchant', faceUp: false, position: 'defense' }], deck: ['Feral Imp', 'Celtic Guardian', 'Trap Hole', 'Dark Hole'] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Magical Merchant') });
    expect(me(x).hand).toEqual(['Trap Hole']);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp']);
    expect(me(x).deck).toBe(1);
    expect(x.events.some((e) => e.type === 'addedToHand' && e.card === idOf(d, 'Trap Hole'))).toBe(true);
  });

  it('with no Spell or Trap in the Deck: nothing is added or sent, the Deck is shuffled', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Magical Merchant', faceUp: false, position: 'defense' }], deck: ['Feral Imp', 'Celtic Guardian', 'Uraby'] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Magical Merchant') });
    expect(me(x).hand).toEqual([]);
    expect(me(x).graveyard).toEqual([]);
    expect(me(x).deck).toBe(3);
    expect(x.rng).not.toEqual(d.rng);
  });
});
