import { describe, expect, it } from 'vitest';
import { viewFor, type Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

/*
 * Don Zaloog (texts-2016): "When this card inflicts Battle Damage to your opponent, you can either: ●
 * Discard 1 random card from your opponent's hand. OR ● Send the top 2 cards of your opponent's Deck to
 * the Graveyard." A random card from a hand (issue 32 §4); the choice is made as it is activated.
 */
const OPP_DECK = ['Kuriboh', 'Fissure', 'Waboku', 'Trap Hole'];

/** Don Zaloog attacks directly: the duel waits on its Trigger's question. */
function hit(oppHand: string[], oppDeck = OPP_DECK, seed = 1): Duel {
  const d = duelOf({ seed, me: { monsters: [{ card: 'Don Zaloog' }] }, opp: { hand: oppHand, deck: oppDeck } });
  const x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Don Zaloog'), target: 'direct' });
  return passAll(x);
}

describe('Don Zaloog', () => {
  it('inflicting battle damage, you can choose: your opponent discards 1 card of their hand at random', () => {
    let x = hit(['Pot of Greed', 'Summoned Skull', 'Dark Hole']);
    expect(opp(x).lp).toBe(8000 - 1400);
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['Discard 1 random card from their hand', 'Send the top 2 cards of their Deck to the Graveyard'] });
    x = passAll(play(x, { type: 'select', option: 'Discard 1 random card from their hand' }));
    expect(opp(x).hand).toHaveLength(2);
    expect(opp(x).graveyard).toHaveLength(1);
    expect(x.events.some((e) => e.type === 'discarded')).toBe(true);
    expect(opp(x).deck).toBe(OPP_DECK.length);
  });

  it('the discarded card is chosen at random by the duel\'s generator (another seed, another card), not by either player', () => {
    const discarded = [1, 2, 3, 4, 5, 6].map((seed) => {
      let x = hit(['Pot of Greed', 'Summoned Skull', 'Dark Hole'], OPP_DECK, seed);
      x = passAll(play(play(x, { type: 'select', option: 'yes' }), { type: 'select', option: 'Discard 1 random card from their hand' }));
      expect(x.flow.prompt).toBeNull();
      return opp(x).graveyard[0];
    });
    expect(new Set(discarded).size).toBeGreaterThan(1);
  });

  it('or: send the top 2 cards of your opponent\'s Deck to the Graveyard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Don Zaloog' }] }, opp: { hand: ['Pot of Greed'], deck: OPP_DECK } });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Don Zaloog'), target: 'direct' });
    x = passAll(play(play(passAll(x), { type: 'select', option: 'yes' }), { type: 'select', option: 'Send the top 2 cards of their Deck to the Graveyard' }));
    expect(opp(x).graveyard).toEqual(['Kuriboh', 'Fissure']);
    expect(opp(x).deck).toBe(2);
    expect(opp(x).hand).toEqual(['Pot of Greed']);
  });

  it('only what can be done is offered: an empty hand leaves the Deck; fewer than 2 cards in the Deck leave the hand', () => {
    const empty = play(hit([]), { type: 'select', option: 'yes' });
    expect(empty.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['Send the top 2 cards of their Deck to the Graveyard'] });
    const thin = play(hit(['Pot of Greed'], ['Kuriboh']), { type: 'select', option: 'yes' });
    expect(thin.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['Discard 1 random card from their hand'] });
  });

  it('is optional, and the choice is public once made', () => {
    const x = passAll(play(hit(['Pot of Greed']), { type: 'select', option: 'no' }));
    expect(opp(x).hand).toEqual(['Pot of Greed']);
    let y = play(play(hit(['Pot of Greed', 'Dark Hole']), { type: 'select', option: 'yes' }), { type: 'select', option: 'Discard 1 random card from their hand' });
    expect(JSON.stringify(viewFor(y, 1))).toContain('Discard 1 random card');
    y = passAll(y);
    expect(opp(y).hand).toHaveLength(1);
  });

  it('no battle damage (it attacks a monster in Defense Position), no effect', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Don Zaloog' }] }, opp: { hand: ['Pot of Greed'], monsters: [{ card: 'Kuriboh', position: 'defense' }], deck: OPP_DECK } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Don Zaloog'), target: idOf(d, 'Kuriboh', 1) }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).hand).toEqual(['Pot of Greed']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Don Zaloog' });
  });
});
