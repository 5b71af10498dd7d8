import { describe, expect, it } from 'vitest';
import { duelOf, FILLER, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Heavy Slump (texts-2016): "Activate only when your opponent has 8 or more cards in their hand. Your
 * opponent adds their hand to the Deck, shuffles it, and draws 2 cards." Returning cards to the Deck
 * (ctx.returnToDeck, shuffled).
 */

const SLUMP = 'Heavy Slump';
const hand = (n: number): string[] => ['Kuriboh', 'Sangan', 'Dark Hole', 'Fissure', 'Trap Hole', 'Waboku', 'Feral Imp', 'Pot of Greed', 'Mystical Elf'].slice(0, n);

describe('Heavy Slump', () => {
  it('with 8 cards in the opponent\'s hand: they shuffle all of it into their Deck and draw 2', () => {
    const d = duelOf({ me: { spellTraps: [{ card: SLUMP, faceUp: false }] }, opp: { hand: hand(8), deck: FILLER(10) } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, SLUMP) }));
    expect(opp(x).hand).toHaveLength(2);
    expect(opp(x).deck).toBe(10 + 8 - 2);
    const returned = x.events.filter((e) => e.type === 'returnedToDeck').map((e) => ('card' in e ? e.card : ''));
    expect(returned.sort()).toEqual(hand(8).map((n) => idOf(d, n, 1)).sort());
    expect(x.events.filter((e) => e.type === 'drew' && e.player === 1)).toHaveLength(2);
  });

  it('the Deck is shuffled before the draw: the 2 cards drawn vary with the seed', () => {
    const draws = [1, 2, 3, 4, 5].map((seed) => {
      const d = duelOf({ seed, me: { spellTraps: [{ card: SLUMP, faceUp: false }] }, opp: { hand: hand(9), deck: ['Battle Ox', 'Gemini Elf'] } });
      return opp(passAll(play(d, { type: 'activate', card: idOf(d, SLUMP) }))).hand.sort().join();
    });
    expect(new Set(draws).size).toBeGreaterThan(1);
  });

  it('cannot be activated while the opponent holds 7 cards or fewer', () => {
    const d = duelOf({ me: { spellTraps: [{ card: SLUMP, faceUp: false }] }, opp: { hand: hand(7) } });
    expect(legal(d, 'activate', idOf(d, SLUMP))).toEqual([]);
  });
});
