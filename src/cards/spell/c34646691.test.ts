import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Stumbling (texts-2016): "Any monster that is Normal Summoned, Flip Summoned or Special Summoned is changed to
 * Defense Position." A mandatory Trigger effect of a face-up Continuous Spell (ygopro's script), for either
 * player's monsters.
 */
const STUMBLING = [{ card: 'Stumbling', faceUp: true }];

describe('Stumbling', () => {
  it('a monster Normal Summoned in Attack Position is changed to face-up Defense Position', () => {
    const d = duelOf({ me: { spellTraps: STUMBLING, hand: ['Gemini Elf'] } });
    const y = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Gemini Elf'), tributes: [] }));
    expect(me(y).monsters[0]).toMatchObject({ name: 'Gemini Elf', position: 'defense', faceUp: true });
  });

  it("your opponent's Summons too: a Flip Summon", () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: STUMBLING }, opp: { monsters: [{ card: 'Gemini Elf', faceUp: false, position: 'defense' }] } });
    const y = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Gemini Elf', 1) }));
    expect(opp(y).monsters[0]).toMatchObject({ name: 'Gemini Elf', position: 'defense', faceUp: true });
  });

  it('a Special Summon in Attack Position', () => {
    const d = duelOf({ me: { spellTraps: STUMBLING, hand: ['Monster Reborn'], graveyard: ['Gemini Elf'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Gemini Elf')] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Gemini Elf', position: 'defense', faceUp: true });
  });

  it('a Set monster is not Summoned: it stays face-down; face-down Stumbling does nothing', () => {
    const d = duelOf({ me: { spellTraps: STUMBLING, hand: ['Gemini Elf'] } });
    const y = passAll(play(d, { type: 'setMonster', card: idOf(d, 'Gemini Elf'), tributes: [] }));
    expect(me(y).monsters[0]).toMatchObject({ position: 'defense', faceUp: false });
    const e = duelOf({ me: { spellTraps: [{ card: 'Stumbling', faceUp: false }], hand: ['Gemini Elf'] } });
    const z = passAll(play(e, { type: 'normalSummon', card: idOf(e, 'Gemini Elf'), tributes: [] }));
    expect(me(z).monsters[0]).toMatchObject({ position: 'attack' });
  });
});
