import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Thestalos the Firestorm Monarch (texts-2016): "When this card is Tribute Summoned, discard 1 random card
 * from your opponent's hand. If it was a Monster Card, inflict damage to your opponent equal to its Level x 100."
 */
function summoned(oppHand: string[], seed = 1): Duel {
  const d = duelOf({ seed, me: { hand: ['Thestalos the Firestorm Monarch'], monsters: [{ card: 'Feral Imp' }] }, opp: { hand: oppHand } });
  return passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Thestalos the Firestorm Monarch'), tributes: [idOf(d, 'Feral Imp')] }));
}

describe('Thestalos the Firestorm Monarch', () => {
  it('Tribute Summoned: your opponent discards a card at random; a Monster Card costs them its Level x 100', () => {
    const y = summoned(['Summoned Skull']);
    expect(opp(y).graveyard).toEqual(['Summoned Skull']);
    expect(opp(y).lp).toBe(8000 - 600);
    expect(y.events).toContainEqual(expect.objectContaining({ type: 'discarded', player: 1, by: 0 }));
  });

  it('a Spell or Trap Card discarded: no damage', () => {
    const y = summoned(['Pot of Greed']);
    expect(opp(y).graveyard).toEqual(['Pot of Greed']);
    expect(opp(y).lp).toBe(8000);
  });

  it('the card is chosen at random by the duel\'s generator, whatever the hand\'s order', () => {
    const hand = ['Summoned Skull', 'Kuriboh', 'Pot of Greed', 'Fissure'];
    const discarded = (seed: number): string => opp(summoned(hand, seed)).graveyard[0]!;
    expect(discarded(2)).toBe(discarded(2));
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(discarded)).size).toBeGreaterThan(1);
    // Only 1 card goes, and the damage is that card's.
    for (const seed of [1, 2, 3]) {
      const y = summoned(hand, seed);
      expect(opp(y).hand).toHaveLength(3);
      const levels: Record<string, number> = { 'Summoned Skull': 6, Kuriboh: 1 };
      expect(opp(y).lp).toBe(8000 - (levels[opp(y).graveyard[0]!] ?? 0) * 100);
    }
  });

  it('your opponent\'s hand is empty: nothing happens', () => {
    const y = summoned([]);
    expect(opp(y).lp).toBe(8000);
    expect(me(y).monsters.filter(Boolean)).toMatchObject([{ name: 'Thestalos the Firestorm Monarch' }]);
  });

  it('Special Summoned (Monster Reborn): no effect', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Thestalos the Firestorm Monarch'] }, opp: { hand: ['Summoned Skull'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Thestalos the Firestorm Monarch')] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(opp(x).hand).toEqual(['Summoned Skull']);
    expect(opp(x).lp).toBe(8000);
  });
});
