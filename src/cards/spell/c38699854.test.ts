import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Book of Taiyou (texts-2016): "Flip 1 face-down monster on the field into face-up Attack Position."
 * A targeting effect (ygopro EFFECT_FLAG_CARD_TARGET); the monster is flipped, so its Flip effect
 * activates (rulebook v9.1 "Flip Effects"; ctx.setPosition).
 */

const BOOK = 'Book of Taiyou';

describe('Book of Taiyou', () => {
  it('targets 1 face-down monster (either side) and changes it to face-up Attack Position; its Flip effect activates', () => {
    const d = duelOf({
      me: { hand: [BOOK], monsters: [{ card: 'Des Koala', faceUp: false, position: 'defense' }, { card: 'Battle Ox' }] },
      opp: { hand: ['Kuriboh', 'Sangan', 'Fissure'], monsters: [{ card: 'Gemini Elf', faceUp: false, position: 'defense' }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, BOOK) });
    // Face-down monsters only, on either side.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect([...(x.flow.prompt as { cards: readonly string[] }).cards].sort()).toEqual([idOf(d, 'Des Koala'), idOf(d, 'Gemini Elf', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Des Koala')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Des Koala', faceUp: true, position: 'attack' });
    expect(opp(x).lp).toBe(8000 - 1200);
  });

  it('the opponent\'s face-down monster may be flipped', () => {
    const d = duelOf({ me: { hand: [BOOK] }, opp: { monsters: [{ card: 'Gemini Elf', faceUp: false, position: 'defense' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, BOOK) }, { type: 'select', ids: [idOf(d, 'Gemini Elf', 1)] }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Gemini Elf', faceUp: true, position: 'attack' });
  });

  it('a target returned to the hand in response is not flipped, and nothing else is', () => {
    const d = duelOf({
      me: { hand: [BOOK], monsters: [{ card: 'Des Koala', faceUp: false, position: 'defense' }] },
      opp: { hand: ['Kuriboh'], spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, BOOK) }, { type: 'select', ids: [idOf(d, 'Des Koala')] });
    x = play(x, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device', 1) }, { type: 'select', ids: [idOf(d, 'Des Koala')] });
    x = passAll(x);
    expect(me(x).hand).toEqual(['Des Koala']);
    expect(opp(x).lp).toBe(8000);
  });

  it('cannot be activated with no face-down monster on the field', () => {
    const d = duelOf({ me: { hand: [BOOK], monsters: [{ card: 'Battle Ox' }] }, opp: { monsters: [{ card: 'Gemini Elf', position: 'defense' }] } });
    expect(legal(d, 'activate', idOf(d, BOOK))).toEqual([]);
  });
});
