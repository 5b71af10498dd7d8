import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, play } from '../../engine/test/dsl';

describe('Ancient Telescope', () => {
  it("shows you the top 5 cards of the opponent's Deck and leaves their order alone", () => {
    const deck = ['Silver Fang', 'Dark Magician', 'Feral Imp', 'Mystical Elf', 'Summoned Skull', 'Battle Ox', 'Uraby'];
    const d = duelOf({ me: { hand: ['Ancient Telescope'] }, opp: { deck } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Ancient Telescope') });
    expect(x.events.filter((e) => e.type === 'revealed')).toEqual([{ type: 'revealed', cards: deck.slice(0, 5).map((n) => idOf(d, n, 1)), to: 0 }]);
    expect(x.players[1].deck).toEqual(d.players[1].deck);
  });
  it('shows fewer when the Deck holds fewer than 5', () => {
    const d = duelOf({ me: { hand: ['Ancient Telescope'] }, opp: { deck: ['Silver Fang', 'Uraby'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Ancient Telescope') });
    expect(x.events.find((e) => e.type === 'revealed')).toMatchObject({ cards: [idOf(d, 'Silver Fang', 1), idOf(d, 'Uraby', 1)] });
  });
  it("cannot be activated when the opponent's Deck is empty", () => {
    expect(legal(duelOf({ me: { hand: ['Ancient Telescope'] }, opp: { deck: [] } }), 'activate')).toEqual([]);
  });
});
