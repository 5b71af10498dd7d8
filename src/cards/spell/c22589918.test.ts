import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Reload (texts-2016): "Add all the cards in your hand to your Deck and shuffle it. Then draw the same
 * number of cards that you added to your Deck." Returning cards to the Deck, shuffled (issue 32 §4).
 */
const DECK = ['Feral Imp', 'Kuriboh', 'Dark Hole', 'Fissure', 'Waboku', 'Trap Hole', 'Mirror Force', 'Sangan'];

describe('Reload', () => {
  it('shuffles every card of your hand into your Deck, then draws that many', () => {
    const d = duelOf({ me: { hand: ['Reload', 'Summoned Skull', 'Pot of Greed', 'Heavy Storm'], deck: DECK } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Reload') }));
    expect(me(x).hand).toHaveLength(3);
    expect(me(x).deck).toBe(DECK.length);
    expect(me(x).graveyard).toEqual(['Reload']);
    const returned = x.events.filter((e) => e.type === 'returnedToDeck');
    expect(returned.map((e) => 'card' in e && e.card).sort()).toEqual([idOf(d, 'Summoned Skull'), idOf(d, 'Pot of Greed'), idOf(d, 'Heavy Storm')].sort());
    expect(x.events.filter((e) => e.type === 'drew')).toHaveLength(3);
  });

  it('the Deck is shuffled before the draw: the cards drawn are not simply the ones put back on top', () => {
    const hands = [1, 2, 3, 4, 5].map((seed) => {
      const d = duelOf({ seed, me: { hand: ['Reload', 'Summoned Skull', 'Pot of Greed'], deck: DECK } });
      return me(passAll(play(d, { type: 'activate', card: idOf(d, 'Reload') }))).hand.sort().join();
    });
    expect(new Set(hands).size).toBeGreaterThan(1);
  });

  it('is a Quick-Play Spell: Set, it can be activated in the opponent\'s turn', () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Kuriboh'], spellTraps: [{ card: 'Reload', faceUp: false }], deck: DECK } });
    // The opponent moves on to the Battle Phase: you get priority before Main Phase 1 ends.
    const w = play(d, { type: 'nextPhase', to: 'battle' });
    expect(summary(w).deciding).toBe(0);
    const x = passAll(play(w, { type: 'activate', card: idOf(d, 'Reload') }));
    expect(me(x).hand).toHaveLength(1);
    expect(me(x).deck).toBe(DECK.length);
  });

  it('cannot be activated with no other card in your hand', () => {
    const d = duelOf({ me: { hand: ['Reload'], deck: DECK } });
    expect(legal(d, 'activate', idOf(d, 'Reload'))).toEqual([]);
    const set = duelOf({ me: { spellTraps: [{ card: 'Reload', faceUp: false }], deck: DECK } });
    expect(legal(set, 'activate', idOf(set, 'Reload'))).toEqual([]);
    const withCard = duelOf({ me: { hand: ['Kuriboh'], spellTraps: [{ card: 'Reload', faceUp: false }], deck: DECK } });
    expect(legal(withCard, 'activate', idOf(withCard, 'Reload'))).toHaveLength(1);
  });
});
