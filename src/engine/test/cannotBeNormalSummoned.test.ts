import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, play } from './dsl';

/*
 * "This card cannot be Normal Summoned or Set" with no procedure of its own (self rule cannotBeNormalSummoned:
 * Rare Metal Dragon): no Normal Summon or Set, but not "must first be Special Summoned by …" (onlyByProcedure:
 * Chaos Sorcerer), so an effect may Special Summon it from the Graveyard though it never was on the field.
 */

describe('cannot be Normal Summoned or Set', () => {
  it('offers no Normal Summon or Set, even with Tributes to spare', () => {
    const d = duelOf({ me: { hand: ['Rare Metal Dragon'], monsters: [{ card: 'Feral Imp' }] } });
    expect(legal(d, 'normalSummon')).toEqual([]);
    expect(legal(d, 'setMonster')).toEqual([]);
  });

  it('an effect may still Special Summon it from the Graveyard; one that must be properly Summoned first may not', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Rare Metal Dragon', { card: 'Chaos Sorcerer', properlySummoned: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Rare Metal Dragon')] });
  });
});
