import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, play } from '../../engine/test/dsl';

// Trade-In: "Discard 1 Level 8 monster; draw 2 cards."
describe('Trade-In', () => {
  it('discard a Level 8 monster (the cost, chosen among Level 8 monsters only), then draw 2 cards', () => {
    const d = duelOf({ me: { hand: ['Trade-In', 'Blue-Eyes White Dragon', 'Summoned Skull', 'Tri-Horned Dragon'], deck: ['Celtic Guardian', 'Feral Imp', 'Dark Magician'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Trade-In') });
    // Summoned Skull is Level 6: only the two Level 8 monsters may be discarded.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Blue-Eyes White Dragon'), idOf(d, 'Tri-Horned Dragon')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Tri-Horned Dragon')] });
    expect(me(x).graveyard).toEqual(['Tri-Horned Dragon', 'Trade-In']);
    expect(me(x).hand.sort()).toEqual(['Blue-Eyes White Dragon', 'Celtic Guardian', 'Feral Imp', 'Summoned Skull'].sort());
  });

  it('cannot be activated without a Level 8 monster in hand, or with fewer than 2 cards in the Deck', () => {
    expect(legal(duelOf({ me: { hand: ['Trade-In', 'Summoned Skull'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Trade-In', 'Blue-Eyes White Dragon'], deck: ['Celtic Guardian'] } }), 'activate')).toEqual([]);
  });
});
