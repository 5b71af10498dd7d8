import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, play } from '../../engine/test/dsl';

describe('Toon Table of Contents', () => {
  it('adds a card whose name includes "Toon" from the Deck to the hand (another copy of itself counts)', () => {
    const d = duelOf({ me: { hand: ['Toon Table of Contents'], deck: ['Feral Imp', 'Toon Table of Contents', 'Uraby'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Toon Table of Contents') });
    const inDeck = d.players[0].deck[1]!;
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [inDeck] });
    x = play(x, { type: 'select', ids: [inDeck] });
    expect(me(x).hand).toEqual(['Toon Table of Contents']);
    expect(me(x).deck).toBe(2);
    expect(x.events.some((e) => e.type === 'addedToHand')).toBe(true);
  });

  it('cannot be activated with no such card in the Deck', () => {
    const d = duelOf({ me: { hand: ['Toon Table of Contents'], deck: ['Feral Imp', 'Uraby'] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});
