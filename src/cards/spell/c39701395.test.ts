import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Cards of Consonance: "Discard 1 Dragon-Type Tuner monster with 1000 or less ATK to draw 2 cards."
describe('Cards of Consonance', () => {
  it('discard a Dragon Tuner with 1000 or less ATK (the cost), then draw 2 cards', () => {
    const d = duelOf({ me: { hand: ['Cards of Consonance', 'The White Stone of Legend', 'Blue-Eyes White Dragon'], deck: ['Celtic Guardian', 'Feral Imp', 'Dark Magician'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Cards of Consonance') });
    // A Dragon, but not a Tuner, Blue-Eyes is not offered.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'The White Stone of Legend')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'The White Stone of Legend')] }));
    expect(me(x).graveyard).toContain('The White Stone of Legend');
    expect(me(x).hand).toEqual(expect.arrayContaining(['Blue-Eyes White Dragon', 'Celtic Guardian', 'Feral Imp']));
    expect(me(x).hand).toHaveLength(3);
  });

  it('cannot be activated without such a Tuner (a non-Tuner Dragon, a Tuner of another Type) or with fewer than 2 cards in the Deck', () => {
    expect(legal(duelOf({ me: { hand: ['Cards of Consonance', 'Blue-Eyes White Dragon', 'Effect Veiler'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Cards of Consonance', 'The White Stone of Legend'], deck: ['Feral Imp'] } }), 'activate')).toEqual([]);
  });
});
