import { describe, expect, it } from 'vitest';
import { duelOf, idOf, opp, play } from '../../engine/test/dsl';

describe('Des Koala', () => {
  it('FLIP: inflicts 400 damage to the opponent for each card in their hand', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Des Koala', faceUp: false, position: 'defense' }] }, opp: { hand: ['Feral Imp', 'Dark Hole', 'Trap Hole'] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Des Koala') });
    expect(opp(x).lp).toBe(8000 - 1200);
  });

  it('with an empty opponent hand: no damage', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Des Koala', faceUp: false, position: 'defense' }] }, opp: { hand: [] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Des Koala') });
    expect(opp(x).lp).toBe(8000);
    expect(x.events.some((e) => e.type === 'effectDamage')).toBe(false);
  });
});
