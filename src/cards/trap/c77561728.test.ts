import { describe, expect, it } from 'vitest';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Disturbance Strategy (texts-2016): "Your opponent adds all cards in his/her hand to the Deck and
 * shuffles the Deck. Your opponent then draws the same number of cards that he/she added to the Deck."
 * Returning cards to the Deck (ctx.returnToDeck, shuffled).
 */

const DS = 'Disturbance Strategy';

describe('Disturbance Strategy', () => {
  it('the opponent shuffles their hand into their Deck and draws as many cards', () => {
    const d = duelOf({ me: { hand: ['Kuriboh'], spellTraps: [{ card: DS, faceUp: false }] }, opp: { hand: ['Sangan', 'Dark Hole', 'Fissure'], deck: FILLER(5) } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, DS) }));
    expect(opp(x).hand).toHaveLength(3);
    expect(opp(x).deck).toBe(5);
    const returned = x.events.filter((e) => e.type === 'returnedToDeck').map((e) => ('card' in e ? e.card : ''));
    expect(returned.sort()).toEqual(['Sangan', 'Dark Hole', 'Fissure'].map((n) => idOf(d, n, 1)).sort());
    expect(x.events.filter((e) => e.type === 'drew' && e.player === 1)).toHaveLength(3);
    // Its controller's hand is not touched.
    expect(me(x).hand).toEqual(['Kuriboh']);
  });

  it('the Deck is shuffled before the draw: the cards drawn vary with the seed', () => {
    const hands = [1, 2, 3, 4, 5].map((seed) => {
      const d = duelOf({ seed, me: { spellTraps: [{ card: DS, faceUp: false }] }, opp: { hand: ['Sangan', 'Dark Hole'], deck: ['Battle Ox', 'Gemini Elf', 'Feral Imp'] } });
      return opp(passAll(play(d, { type: 'activate', card: idOf(d, DS) }))).hand.sort().join();
    });
    expect(new Set(hands).size).toBeGreaterThan(1);
  });

  it('cannot be activated while the opponent\'s hand is empty', () => {
    const d = duelOf({ me: { spellTraps: [{ card: DS, faceUp: false }] }, opp: { hand: [] } });
    expect(legal(d, 'activate', idOf(d, DS))).toEqual([]);
  });
});
