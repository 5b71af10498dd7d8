import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Magical Mallet (texts-2016): "Shuffle any number of cards from your hand into the Deck, then draw that same
 * number of cards."
 */
const DECK = ['Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp'];

describe('Magical Mallet', () => {
  it('the cards chosen go back into the Deck, and as many are drawn', () => {
    const d = duelOf({ me: { hand: ['Magical Mallet', 'Dark Hole', 'Pot of Greed', 'Celtic Guardian'], deck: DECK } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Magical Mallet') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).not.toContain(idOf(d, 'Magical Mallet'));
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Hole')] }, { type: 'select', ids: [idOf(d, 'Pot of Greed')] }, { type: 'select', option: 'stop' });
    x = passAll(x);
    expect(me(x).hand).toHaveLength(3);
    expect(me(x).hand).toContain('Celtic Guardian');
    expect(me(x).deck).toBe(DECK.length);
    expect(me(x).graveyard).toEqual(['Magical Mallet']);
  });

  it('every card of the hand may be shuffled in', () => {
    const d = duelOf({ me: { hand: ['Magical Mallet', 'Dark Hole', 'Pot of Greed'], deck: DECK } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Magical Mallet') }));
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Hole')] }, { type: 'select', ids: [idOf(d, 'Pot of Greed')] }));
    expect(me(x).hand).toHaveLength(2);
    expect(me(x).deck).toBe(DECK.length);
  });

  it('cannot be activated with no other card in the hand', () => {
    const d = duelOf({ me: { hand: ['Magical Mallet'], deck: DECK } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});
