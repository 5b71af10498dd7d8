import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { whyIllegal } from '../../engine/reasons';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Asura Priest (texts-2016): "Cannot be Special Summoned. During the End Phase of the turn this card is
 * Normal Summoned or flipped face-up: Return it to the hand. This card can attack all monsters your
 * opponent controls once each." A Spirit monster; more than one attack (issue 32 §4).
 */

/** Normal Summons Asura Priest on turn 3 and goes to the Battle Phase. */
function battle(opp: Parameters<typeof duelOf>[0]['opp']): Duel {
  const d = duelOf({ me: { hand: ['Asura Priest'], monsters: [{ card: 'Feral Imp' }] }, opp });
  return toBattle(passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Asura Priest'), tributes: [] })));
}

describe('Asura Priest', () => {
  it('attacks each monster your opponent controls, once each; then no more', () => {
    const x = battle({ monsters: [{ card: 'Kuriboh' }, { card: 'Mystical Elf', position: 'defense' }] });
    const priest = idOf(x, 'Asura Priest');
    let y = passAll(play(x, { type: 'attack', card: priest, target: idOf(x, 'Mystical Elf', 1) }));
    // 1700 against 2000 DEF: Mystical Elf stays; it may not be attacked again, Kuriboh may.
    expect(legal(y, 'attack', priest)).toEqual([{ type: 'attack', card: priest, target: idOf(x, 'Kuriboh', 1) }]);
    expect(whyIllegal(y, { type: 'attack', card: priest, target: idOf(x, 'Mystical Elf', 1) })).toBe('Asura Priest has already attacked that monster this turn');
    y = passAll(play(y, { type: 'attack', card: priest, target: idOf(x, 'Kuriboh', 1) }));
    expect(opp(y).graveyard).toEqual(['Kuriboh']);
    expect(legal(y, 'attack', priest)).toEqual([]);
  });

  it('having attacked, it cannot attack directly once the field is clear; other monsters attack once as ever', () => {
    const x = battle({ monsters: [{ card: 'Kuriboh' }] });
    const priest = idOf(x, 'Asura Priest');
    const y = passAll(play(x, { type: 'attack', card: priest, target: idOf(x, 'Kuriboh', 1) }));
    expect(opp(y).monsters.every((s) => s === null)).toBe(true);
    expect(legal(y, 'attack', priest)).toEqual([]);
    expect(legal(y, 'attack', idOf(x, 'Feral Imp'))).toEqual([{ type: 'attack', card: idOf(x, 'Feral Imp'), target: 'direct' }]);
  });

  it('returns to the hand during the End Phase of the turn it was Normal Summoned; cannot be Special Summoned', () => {
    const y = endTurn(battle({}));
    expect(me(y).hand).toContain('Asura Priest');
    expect(legal(duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Asura Priest'] } }), 'activate')).toEqual([]);
  });
});
