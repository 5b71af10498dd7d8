import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Upstart Goblin: "Draw 1 card, then your opponent gains 1000 Life Points."
describe('Upstart Goblin', () => {
  it('draws 1 card, then the opponent gains 1000 LP', () => {
    const d = duelOf({ me: { hand: ['Upstart Goblin'], deck: ['Feral Imp', 'Dark Magician'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Upstart Goblin') }));
    expect(me(x).hand).toEqual(['Feral Imp']);
    expect(me(x).graveyard).toEqual(['Upstart Goblin']);
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 9000]);
  });
  it('cannot be activated with an empty Deck', () => {
    const d = duelOf({ me: { hand: ['Upstart Goblin'], deck: [] } });
    expect(legal(d, 'activate')).toHaveLength(0);
  });
});
