import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

describe('Monster Reincarnation', () => {
  it('discard a card (cost), then target a monster in your Graveyard: it is added to your hand', () => {
    const d = duelOf({ me: { hand: ['Monster Reincarnation', 'Dark Hole'], graveyard: ['Summoned Skull', 'Raigeki'] }, opp: { graveyard: ['Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reincarnation') });
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Hole')] });
    // Your own monsters only: not Raigeki, not the opponent's Feral Imp.
    expect(x.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(me(x).hand).toEqual(['Summoned Skull']);
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Monster Reincarnation', 'Raigeki']);
  });

  it('cannot be activated without another card to discard, or with no monster in your Graveyard', () => {
    expect(legal(duelOf({ me: { hand: ['Monster Reincarnation'], graveyard: ['Summoned Skull'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Monster Reincarnation', 'Dark Hole'], graveyard: ['Raigeki'] } }), 'activate')).toEqual([]);
  });
});
