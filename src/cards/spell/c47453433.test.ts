import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Back to Square One (texts-2016): "Discard 1 card, then target 1 monster on the field; place that target
 * on the top of the Deck." A cost, then a target returned to the top of its owner's Deck (issue 32 §4).
 */
const field = (hand: string[]) =>
  duelOf({ me: { hand: ['Back to Square One', ...hand], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh', faceUp: false, position: 'defense' }] } });

describe('Back to Square One', () => {
  it('discard 1 card (the cost), target 1 monster on the field: it goes on top of its owner\'s Deck', () => {
    const d = field(['Dark Hole', 'Fissure']);
    let x = play(d, { type: 'activate', card: idOf(d, 'Back to Square One') });
    // The cost first: any card of your hand but this one.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Dark Hole'), idOf(d, 'Fissure')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Fissure')] });
    // Then the target: any monster on the field, yours, theirs, face-down too.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Celtic Guardian'), idOf(d, 'Summoned Skull', 1), idOf(d, 'Kuriboh', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(x.players[1].deck[0]).toBe(idOf(d, 'Summoned Skull', 1));
    expect(opp(x).monsters[0]).toBeNull();
    expect(me(x).graveyard.sort()).toEqual(['Back to Square One', 'Fissure']);
    expect(me(x).hand).toEqual(['Dark Hole']);
  });

  it('your own monster goes on top of your Deck', () => {
    const d = field(['Dark Hole']);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Back to Square One') }, { type: 'select', ids: [idOf(d, 'Dark Hole')] }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
    expect(x.players[0].deck[0]).toBe(idOf(d, 'Celtic Guardian'));
  });

  it('with no other card in the hand to discard, or no monster on the field, it cannot be activated', () => {
    const alone = field([]);
    expect(legal(alone, 'activate', idOf(alone, 'Back to Square One'))).toEqual([]);
    const empty = duelOf({ me: { hand: ['Back to Square One', 'Dark Hole'] } });
    expect(legal(empty, 'activate', idOf(empty, 'Back to Square One'))).toEqual([]);
  });
});
