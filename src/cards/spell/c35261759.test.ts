import { describe, expect, it } from 'vitest';
import { viewFor, type Duel } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Pot of Desires (texts-2016): "Banish 10 cards from the top of your Deck, face-down; draw 2 cards. You can only
 * activate 1 "Pot of Desires" per turn." ygopro (official/c35261759.lua): the banishing is a cost (no shuffle),
 * needs 12 cards in the Deck; the once-per-turn is by name and counts the activation (EFFECT_COUNT_CODE_OATH).
 */

/** A Deck of `n` cards: Mystical Elf on top, then Feral Imps, Summoned Skull 11th and 12th. */
const deckOf = (n: number): string[] => ['Mystical Elf', ...Array<string>(9).fill('Feral Imp'), 'Summoned Skull', 'Summoned Skull', ...Array<string>(Math.max(0, n - 12)).fill('Celtic Guardian')].slice(0, n);
const pot = (n = 14, hand = ['Pot of Desires']): Duel => duelOf({ me: { hand, deck: deckOf(n) } });
const activate = (d: Duel, which = 0): Duel => passAll(play(d, { type: 'activate', card: idsOf(d, 'Pot of Desires')[which]! }));

describe('Pot of Desires', () => {
  it('banishes the top 10 cards of the Deck face-down, then draws 2', () => {
    const x = activate(pot());
    expect(me(x).banished).toHaveLength(10);
    expect(me(x).banished[0]).toBe('Mystical Elf');
    expect(x.faceDownBanished).toHaveLength(10);
    expect(me(x).hand).toEqual(['Summoned Skull', 'Summoned Skull']);
    expect(me(x).deck).toBe(2);
    expect(me(x).graveyard).toEqual(['Pot of Desires']);
  });

  it('the banishing is a cost: done as it is activated, before anything may respond', () => {
    // The opponent holds a Set Mystical Space Typhoon: a window opens for them on the activation.
    const d = duelOf({ me: { hand: ['Pot of Desires'], deck: deckOf(14) }, opp: { spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Pot of Desires') });
    expect(x.flow.window?.player).toBe(1);
    expect(me(x).banished).toHaveLength(10);
    expect(me(x).hand).toEqual([]);
  });

  it('the opponent learns none of the banished cards', () => {
    const x = activate(pot());
    const theirs = viewFor(x, 1);
    expect(theirs.players[0].banished.every((c) => 'hidden' in c)).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain('Mystical Elf');
    expect(theirs.players[0].banishedFaceDown).toHaveLength(10);
  });

  it('needs 12 cards in the Deck', () => {
    expect(legal(pot(11), 'activate')).toEqual([]);
    expect(legal(pot(12), 'activate')).toHaveLength(1);
  });

  it('only 1 "Pot of Desires" per turn', () => {
    const x = activate(pot(30, ['Pot of Desires', 'Pot of Desires']));
    expect(legal(x, 'activate', idsOf(x, 'Pot of Desires')[1])).toEqual([]);
  });
});
