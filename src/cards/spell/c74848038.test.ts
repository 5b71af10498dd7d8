import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Monster Reincarnation: "Discard 1 card, then target 1 monster in your Graveyard; add it to your hand."
describe('Monster Reincarnation', () => {
  it('discard 1 card: adds the targeted monster from your Graveyard to your hand', () => {
    const d = duelOf({ me: { hand: ['Monster Reincarnation', 'Dark Hole'], graveyard: ['Dark Magician', 'Pot of Greed'] }, opp: { graveyard: ['Summoned Skull'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reincarnation') });
    if (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.includes(idOf(d, 'Dark Hole'))) x = play(x, { type: 'select', ids: [idOf(d, 'Dark Hole')] });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Dark Magician')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    }
    x = passAll(x);
    expect(me(x).hand).toEqual(['Dark Magician']);
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Monster Reincarnation', 'Pot of Greed']);
  });
  it('needs a card to discard and a monster in your Graveyard', () => {
    expect(legal(duelOf({ me: { hand: ['Monster Reincarnation'], graveyard: ['Dark Magician'] } }), 'activate')).toHaveLength(0);
    expect(legal(duelOf({ me: { hand: ['Monster Reincarnation', 'Dark Hole'], graveyard: ['Pot of Greed'] } }), 'activate')).toHaveLength(0);
  });
});
