import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';
import { fusionSummonSpec } from './fusionSummonSpec';

/*
 * King Dragun (texts-2016): ""Lord of D." + "Divine Dragon Ragnarok" / Your opponent cannot select any
 * Dragon-Type monsters as the target(s) of Spell, Trap, or Monster Card effects. Once per turn, you can
 * Special Summon 1 Dragon-Type monster from your hand." (EDOPro official/c13756293.lua: Dragons in either
 * Monster Zone, `aux.tgoval`: the opponent's effects; the Special Summon face-up in either position.)
 * The protection is rule code `protects` asked with the targeting player (engine/test/protectsFromOpponent.test.ts).
 */
const KING = 'King Dragun';

describe('King Dragun', () => {
  fusionSummonSpec(KING, ['Lord of D.', 'Divine Dragon Ragnarok'], { atk: 2400, def: 1100 });

  it("the opponent's card effects cannot target Dragon monsters (Book of Moon finds only the others)", () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: KING }, { card: 'Hyozanryu' }, { card: 'Celtic Guardian' }] }, opp: { hand: ['Book of Moon'] } }));
    const x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Celtic Guardian')] });
  });

  it('its controller may target them; face-down, it protects nothing', () => {
    const mine = duelOf({ me: { hand: ['Book of Moon'], monsters: [{ card: KING }] } });
    expect(legal(mine, 'activate', idOf(mine, 'Book of Moon'))).toHaveLength(1);
    const down = endTurn(duelOf({ me: { monsters: [{ card: KING, faceUp: false, position: 'defense' }, { card: 'Hyozanryu' }] }, opp: { hand: ['Book of Moon'] } }));
    const x = play(down, { type: 'activate', card: idOf(down, 'Book of Moon', 1) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(down, 'Hyozanryu')] });
  });

  it('once per turn: Special Summons 1 Dragon monster from the hand, in the position chosen', () => {
    const d = duelOf({ me: { hand: ['Blue-Eyes White Dragon', 'Hyozanryu', 'Celtic Guardian'], monsters: [{ card: KING }] } });
    const king = idOf(d, KING);
    expect(legal(d, 'activate', king)).toHaveLength(1);
    let x = play(d, legal(d, 'activate', king)[0]!);
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    // Dragons only: not Celtic Guardian.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Blue-Eyes White Dragon'), idOf(d, 'Hyozanryu')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] }, { type: 'select', option: 'defense' });
    x = passAll(x);
    expect(me(x).monsters[1]).toMatchObject({ name: 'Blue-Eyes White Dragon', faceUp: true, position: 'defense' });
    // Once per turn: Hyozanryu stays in the hand.
    expect(legal(x, 'activate', king)).toEqual([]);
  });

  it('no Dragon in the hand, or no free Monster Zone: it cannot be used', () => {
    const none = duelOf({ me: { hand: ['Celtic Guardian'], monsters: [{ card: KING }] } });
    expect(legal(none, 'activate', idOf(none, KING))).toEqual([]);
    const full = duelOf({ me: { hand: ['Hyozanryu'], monsters: [{ card: KING }, { card: 'Celtic Guardian' }, { card: 'Celtic Guardian' }, { card: 'Celtic Guardian' }, { card: 'Celtic Guardian' }] } });
    expect(legal(full, 'activate', idOf(full, KING))).toEqual([]);
  });
});
