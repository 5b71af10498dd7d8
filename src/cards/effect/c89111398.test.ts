import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Dark Dust Spirit (texts-2016): "Cannot be Special Summoned. During the End Phase of the turn this card is Normal
 * Summoned or flipped face-up: Return it to the hand. When this card is Normal Summoned or flipped face-up: Destroy
 * all other face-up monsters on the field." A Spirit monster (library.ts spiritMonster); no GOAT-era variant.
 */
const BOARD = {
  me: { hand: ['Dark Dust Spirit'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Kuriboh', position: 'defense' as const, faceUp: false }] },
  opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf', position: 'defense' as const }, { card: 'Feral Imp', position: 'defense' as const, faceUp: false }] },
};

const tributeSummon = (d: Duel): Duel =>
  passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Dark Dust Spirit'), tributes: [idOf(d, 'Celtic Guardian')] }));

describe('Dark Dust Spirit', () => {
  it('Tribute Summoned: every other face-up monster on the field is destroyed, both sides; face-down ones stay', () => {
    const x = tributeSummon(duelOf(BOARD));
    expect(opp(x).graveyard.sort()).toEqual(['Mystical Elf', 'Summoned Skull']);
    expect(opp(x).monsters.filter((m) => m).map((m) => m!.name)).toEqual(['Feral Imp']);
    expect(me(x).monsters.filter((m) => m).map((m) => m!.name).sort()).toEqual(['Dark Dust Spirit', 'Kuriboh']);
  });

  it('flipped face-up by a Flip Summon it destroys them too', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dark Dust Spirit', position: 'defense', faceUp: false }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Dark Dust Spirit') }));
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
  });

  it("returns to its owner's hand in the End Phase of the turn it was Summoned; cannot be Special Summoned", () => {
    const x = endTurn(tributeSummon(duelOf(BOARD)));
    expect(me(x).hand).toContain('Dark Dust Spirit');
    const reborn = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Dark Dust Spirit'] } });
    expect(legal(reborn, 'activate')).toEqual([]);
  });
});
