import { describe, expect, it } from 'vitest';
import { viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Exchange (texts-2016): "Both players reveal their hands and add 1 card from each other's hand to their hand."
 * A card taken stays its owner's card (`ctx.takeIntoHand`): used or sent, it goes to its owner's Graveyard.
 */
const DECK = Array.from({ length: 6 }, () => 'Celtic Guardian');

function exchanged(): Duel {
  const d = duelOf({ me: { hand: ['Exchange', 'Kuriboh', 'Fissure'], deck: DECK }, opp: { hand: ['Summoned Skull', 'Pot of Greed'], deck: DECK } });
  let x = play(d, { type: 'activate', card: idOf(d, 'Exchange') });
  // You see their hand and choose first.
  expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
  expect([...(x.flow.prompt as { cards: readonly string[] }).cards].sort()).toEqual([idOf(d, 'Summoned Skull', 1), idOf(d, 'Pot of Greed', 1)].sort());
  x = play(x, { type: 'select', ids: [idOf(d, 'Pot of Greed', 1)] });
  // Then your opponent chooses among yours (Exchange itself is not in your hand any more).
  expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
  expect([...(x.flow.prompt as { cards: readonly string[] }).cards].sort()).toEqual([idOf(d, 'Kuriboh'), idOf(d, 'Fissure')].sort());
  return passAll(play(x, { type: 'select', ids: [idOf(d, 'Fissure')] }));
}

describe('Exchange', () => {
  it('both hands are shown to the other player; each takes 1 card of the other\'s hand into their own', () => {
    const y = exchanged();
    expect(me(y).hand.sort()).toEqual(['Kuriboh', 'Pot of Greed']);
    expect(opp(y).hand.sort()).toEqual(['Fissure', 'Summoned Skull']);
    expect(y.events.filter((e) => e.type === 'revealed').map((e) => e.type === 'revealed' && e.to).sort()).toEqual([0, 1]);
    expect(viewFor(y, 0).events.some((e) => e.text === 'You took Pot of Greed into the hand')).toBe(true);
  });

  it('a taken card stays its owner\'s: used, it goes to its owner\'s Graveyard', () => {
    const y = exchanged();
    const pot = idOf(y, 'Pot of Greed', 1);
    const z = passAll(play(y, { type: 'activate', card: pot }));
    expect(me(z).hand).toHaveLength(3);
    expect(opp(z).graveyard).toEqual(['Pot of Greed']);
    expect(me(z).graveyard).toEqual(['Exchange']);
  });

  it('the card taken is hidden from its owner once in the other hand', () => {
    const y = exchanged();
    expect(viewFor(y, 1).players[0].hand).toHaveLength(2);
    expect(JSON.stringify(viewFor(y, 1).players[0].hand)).not.toContain('Pot of Greed');
  });

  it('cannot be activated while your opponent\'s hand is empty or yours holds nothing else', () => {
    expect(legal(duelOf({ me: { hand: ['Exchange', 'Kuriboh'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Exchange'] }, opp: { hand: ['Kuriboh'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Exchange', 'Kuriboh'] }, opp: { hand: ['Kuriboh'] } }), 'activate')).toHaveLength(1);
  });
});
