import { describe, expect, it } from 'vitest';
import { duelOf, FILLER, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Card Destruction', () => {
  it('makes both players discard their whole hand, then each draws as many as they discarded', () => {
    const d = duelOf({
      me: { hand: ['Card Destruction', 'Feral Imp', 'Mystical Elf'], deck: ['Dark Magician', 'Summoned Skull', 'Celtic Guardian'] },
      opp: { hand: ['Silver Fang'], deck: ['Battle Ox', 'Rude Kaiser'] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Card Destruction') });
    expect(me(x).hand).toEqual(['Dark Magician', 'Summoned Skull']);
    expect(me(x).graveyard).toEqual(['Feral Imp', 'Mystical Elf', 'Card Destruction']);
    expect(opp(x).hand).toEqual(['Battle Ox']);
    expect(opp(x).graveyard).toEqual(['Silver Fang']);
    expect(x.events.filter((e) => e.type === 'discarded')).toHaveLength(3);
  });
  it('works when only the opponent holds cards (you discard and draw none)', () => {
    const d = duelOf({ me: { hand: ['Card Destruction'], deck: ['Dark Magician'] }, opp: { hand: ['Silver Fang', 'Feral Imp'], deck: ['Battle Ox', 'Rude Kaiser', 'Uraby'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Card Destruction') });
    expect(me(x).hand).toEqual([]);
    expect(opp(x).hand).toEqual(['Battle Ox', 'Rude Kaiser']);
  });
  it('cannot be activated when no hand holds another card (it would do nothing)', () => {
    expect(legal(duelOf({ me: { hand: ['Card Destruction'] } }), 'activate')).toEqual([]);
  });
  it('a player whose Deck cannot cover the cards they discarded loses (made to draw more than the Deck holds)', () => {
    const d = duelOf({ me: { hand: ['Card Destruction', 'Feral Imp'], deck: FILLER(3) }, opp: { hand: ['Silver Fang', 'Feral Imp'], deck: ['Battle Ox'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Card Destruction') });
    expect(x.winner).toBe(0);
    expect(x.endCause).toEqual({ kind: 'deckOut', player: 1 });
  });
});
