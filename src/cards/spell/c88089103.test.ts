import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * The Graveyard in the Fourth Dimension (texts-2016): "Add 2 "LV" monsters from your Graveyard to your
 * Deck and shuffle it." No target: the 2 are chosen as it resolves.
 */

const CARD = 'The Graveyard in the Fourth Dimension';

describe('The Graveyard in the Fourth Dimension', () => {
  it('returns 2 "LV" monsters of your Graveyard to your Deck, chosen as it resolves', () => {
    const d = duelOf({ me: { hand: [CARD], deck: ['Celtic Guardian'], graveyard: ['Armed Dragon LV3', 'Celtic Guardian', 'Mystic Swordsman LV2', 'Dark Mimic LV1'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, CARD) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Armed Dragon LV3'), idOf(d, 'Mystic Swordsman LV2'), idOf(d, 'Dark Mimic LV1')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Armed Dragon LV3')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Mystic Swordsman LV2'), idOf(d, 'Dark Mimic LV1')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Mimic LV1')] }));
    expect(me(x).graveyard).toEqual(['Celtic Guardian', 'Mystic Swordsman LV2', CARD]);
    expect(me(x).deck).toBe(3);
    expect(x.players[0].deck).toEqual(expect.arrayContaining([idOf(d, 'Armed Dragon LV3'), idOf(d, 'Dark Mimic LV1')]));
  });

  it('cannot be activated with fewer than 2 "LV" monsters in your Graveyard (the opponent\'s do not count)', () => {
    const d = duelOf({ me: { hand: [CARD], graveyard: ['Armed Dragon LV3', 'Celtic Guardian'] }, opp: { graveyard: ['Dark Mimic LV1'] } });
    expect(legal(d, 'activate', idOf(d, CARD))).toEqual([]);
  });
});
