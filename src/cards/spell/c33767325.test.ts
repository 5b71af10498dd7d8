import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';

// Meteor of Destruction: "If your opponent's Life Points are higher than 3000: Inflict 1000 damage to your opponent."
describe('Meteor of Destruction', () => {
  it('1000 damage while the opponent has more than 3000 LP', () => {
    const d = duelOf({ me: { hand: ['Meteor of Destruction'] }, opp: { lp: 3001 } });
    expect(opp(passAll(play(d, { type: 'activate', card: idOf(d, 'Meteor of Destruction') }))).lp).toBe(2001);
  });
  it('3000 or less: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Meteor of Destruction'] }, opp: { lp: 3000 } }), 'activate')).toHaveLength(0);
  });
});
