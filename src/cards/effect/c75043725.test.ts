import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Emissary of the Afterlife: "When this card is sent from the field to the Graveyard, each player selects 1 Level 3 or lower Normal
// Monster from their Deck, and adds it to their hand after showing it to the opponent. The Decks are then shuffled."
describe('Emissary of the Afterlife', () => {
  it('sent from the field to the Graveyard: each player adds a Level 3 or lower Normal Monster from their own Deck', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Emissary of the Afterlife' }], deck: ['Silver Fang', 'Summoned Skull', 'Kuriboh'] }, opp: { deck: ['Petit Dragon', 'Feral Imp'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    // Kuriboh has an effect, Summoned Skull is Level 6: only Silver Fang.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Silver Fang')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Silver Fang')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1, cards: [idOf(d, 'Petit Dragon', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Petit Dragon', 1)] }));
    expect(me(x).hand).toEqual(['Silver Fang']);
    expect(opp(x).hand).toEqual(['Petit Dragon']);
  });
  it('a player with no such monster adds nothing', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Emissary of the Afterlife' }], deck: ['Summoned Skull'] }, opp: { deck: ['Petit Dragon'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Petit Dragon', 1)] }));
    expect(me(x).hand).toEqual([]);
    expect(opp(x).hand).toEqual(['Petit Dragon']);
  });
});
