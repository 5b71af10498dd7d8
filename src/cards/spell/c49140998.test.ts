import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * A Feather of the Phoenix (texts-2016): "Discard 1 card. Select 1 card from your Graveyard and return it
 * to the top of your Deck." (Later text: discard 1 card, then target 1 card in your GY; place it on top of
 * your Deck.) A cost, then a card returned to the top of the Deck (issue 32 §4).
 */
describe('A Feather of the Phoenix', () => {
  it('discard 1 card, target 1 card in your Graveyard: it goes on top of your Deck', () => {
    const d = duelOf({ me: { hand: ['A Feather of the Phoenix', 'Fissure'], graveyard: ['Monster Reborn', 'Summoned Skull'] }, opp: { graveyard: ['Dark Hole'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'A Feather of the Phoenix') }, { type: 'select', ids: [idOf(d, 'Fissure')] });
    // Your Graveyard only (the card just discarded is there too: the cost is paid before the target is chosen).
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Monster Reborn'), idOf(d, 'Summoned Skull'), idOf(d, 'Fissure')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Monster Reborn')] }));
    expect(x.players[0].deck[0]).toBe(idOf(d, 'Monster Reborn'));
    expect(me(x).graveyard.sort()).toEqual(['A Feather of the Phoenix', 'Fissure', 'Summoned Skull']);
  });

  it('needs a card to discard and a card in your Graveyard', () => {
    const noHand = duelOf({ me: { hand: ['A Feather of the Phoenix'], graveyard: ['Monster Reborn'] } });
    expect(legal(noHand, 'activate', idOf(noHand, 'A Feather of the Phoenix'))).toEqual([]);
    const noGrave = duelOf({ me: { hand: ['A Feather of the Phoenix', 'Fissure'] }, opp: { graveyard: ['Dark Hole'] } });
    expect(legal(noGrave, 'activate', idOf(noGrave, 'A Feather of the Phoenix'))).toEqual([]);
  });
});
