import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * "Your opponent cannot banish cards from either player's Graveyard" (Kycoo the Ghost Destroyer; rule code
 * `cannotBanishFromGraveyard`, EDOPro EFFECT_CANNOT_REMOVE on cards in the Graveyard, player target the
 * opponent). Read where cards are banished: an effect's banishing skips them (effects/context.ts `banish`,
 * the cards banished together checked before any moves), and a cost or a target that banishes from a
 * Graveyard asks `ctx.mayBanish` (library.ts Summon procedures, the cards' costs and targets). Cards on
 * the field, and the rule's own controller, are not barred.
 */
const KYCOO = 'Kycoo the Ghost Destroyer';

describe('Banishing from the Graveyard barred', () => {
  it("a Summon procedure's cost: the opponent cannot banish LIGHT and DARK from their Graveyard for Chaos Sorcerer", () => {
    const d = (faceUp: boolean) => duelOf({
      me: { hand: ['Chaos Sorcerer'], graveyard: ['Mystical Elf', 'Dark Magician'] },
      opp: { monsters: [{ card: KYCOO, faceUp, position: faceUp ? 'attack' : 'defense' }] },
    });
    expect(legal(d(true), 'specialSummon')).toEqual([]);
    // Face-down, Kycoo applies nothing.
    expect(legal(d(false), 'specialSummon').length).toBeGreaterThan(0);
  });

  it("an activated effect's cost: Freed the Brave Wanderer cannot banish 2 LIGHT monsters", () => {
    const d = (kycoo: boolean) => duelOf({
      me: { monsters: [{ card: 'Freed the Brave Wanderer' }], graveyard: ['Mystical Elf', 'Mystical Elf'] },
      opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }, ...(kycoo ? [{ card: KYCOO }] : [])] },
    });
    const freed = (x: ReturnType<typeof d>) => legal(x, 'activate', idOf(x, 'Freed the Brave Wanderer'));
    expect(freed(d(true))).toEqual([]);
    expect(freed(d(false))).toHaveLength(1);
  });

  it('targets: the opponent cannot target cards to banish in either Graveyard (Soul Release), its controller can', () => {
    const theirs = duelOf({ me: { hand: ['Soul Release'], graveyard: ['Feral Imp'] }, opp: { monsters: [{ card: KYCOO }], graveyard: ['Kuriboh'] } });
    expect(legal(theirs, 'activate', idOf(theirs, 'Soul Release'))).toEqual([]);
    const mine = duelOf({ me: { hand: ['Soul Release'], monsters: [{ card: KYCOO }], graveyard: ['Feral Imp'] }, opp: { graveyard: ['Kuriboh'] } });
    let x = play(mine, { type: 'activate', card: idOf(mine, 'Soul Release') }, { type: 'select', ids: [idOf(mine, 'Kuriboh', 1)] }, { type: 'select', ids: [idOf(mine, 'Feral Imp')] });
    x = passAll(x);
    expect(opp(x).banished).toEqual(['Kuriboh']);
    expect(me(x).banished).toEqual(['Feral Imp']);
  });

  it("an effect: D.D. Assailant banishes the monster that destroyed it (on the field), not itself (in the Graveyard), both checked together", () => {
    const battle = (mine: string[], theirs: string[]) => {
      const d = duelOf({ me: { monsters: mine.map((card) => ({ card })) }, opp: { monsters: theirs.map((card) => ({ card })) } });
      return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Gemini Elf'), target: idOf(d, 'D.D. Assailant', 1) }));
    };
    // D.D. Assailant's effect is its controller's: Kycoo barring player 2 must be player 1's.
    const kycooMine = battle(['Gemini Elf', KYCOO], ['D.D. Assailant']);
    expect(me(kycooMine).banished).toEqual(['Gemini Elf']);
    expect(opp(kycooMine).graveyard).toEqual(['D.D. Assailant']);
    expect(opp(kycooMine).banished).toEqual([]);
    // Kycoo on D.D. Assailant's own side bars nothing to it.
    const own = battle(['Gemini Elf'], ['D.D. Assailant', KYCOO]);
    expect(opp(own).banished).toEqual(['D.D. Assailant']);
    expect(me(own).banished).toEqual(['Gemini Elf']);
  });
});
