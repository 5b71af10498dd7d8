import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Desert Sunlight (texts-2016): "All monsters on your side of the field are changed to face-up Defense
 * Position." A face-down monster changed face-up by an effect is flipped: its Flip effect activates
 * (rulebook v9.1 "Flip Effects"; ctx.setPosition).
 */

const DS = 'Desert Sunlight';

describe('Desert Sunlight', () => {
  it('changes every monster you control to face-up Defense Position; a face-down Flip monster\'s effect activates', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: DS, faceUp: false }], monsters: [{ card: 'Battle Ox' }, { card: 'Des Koala', faceUp: false, position: 'defense' }, { card: 'Mystical Elf', position: 'defense' }] },
      opp: { hand: ['Kuriboh', 'Sangan'], monsters: [{ card: 'Gemini Elf' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, DS) }));
    expect(me(x).monsters.filter(Boolean).map((s) => [s!.name, s!.faceUp, s!.position])).toEqual([
      ['Battle Ox', true, 'defense'], ['Des Koala', true, 'defense'], ['Mystical Elf', true, 'defense'],
    ]);
    // Des Koala's FLIP: 400 damage for each card in the opponent's hand.
    expect(opp(x).lp).toBe(8000 - 800);
    // The opponent's monsters are not changed.
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Gemini Elf', position: 'attack' });
  });

  it('cannot be activated while every monster you control is already in face-up Defense Position, or with none', () => {
    const all = duelOf({ me: { spellTraps: [{ card: DS, faceUp: false }], monsters: [{ card: 'Mystical Elf', position: 'defense' }] }, opp: { monsters: [{ card: 'Gemini Elf' }] } });
    expect(legal(all, 'activate', idOf(all, DS))).toEqual([]);
    const none = duelOf({ me: { spellTraps: [{ card: DS, faceUp: false }] }, opp: { monsters: [{ card: 'Gemini Elf' }] } });
    expect(legal(none, 'activate', idOf(none, DS))).toEqual([]);
  });
});
