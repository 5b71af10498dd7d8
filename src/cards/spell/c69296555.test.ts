import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Array of Revealing Light (texts-2016): "Declare 1 Type of monster. Any monster of the declared Type cannot
 * declare an attack during the turn it is Normal Summoned, Flip Summoned, or Special Summoned."
 * official/c69296555.lua: the Type is announced as it is activated (any Type); EFFECT_CANNOT_ATTACK on both fields
 * for a monster of that Type with STATUS_SUMMON_TURN, FLIP_SUMMON_TURN or SPSUMMON_TURN.
 */

const start = (): Duel =>
  duelOf({
    me: {
      hand: ['Array of Revealing Light', 'Celtic Guardian', 'Monster Reborn'],
      monsters: [{ card: 'Marauding Captain' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }],
      graveyard: ['Gemini Elf'],
    },
    opp: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Mystical Elf', position: 'defense' }] },
  });
const array = (d: Duel, type: string): Duel => {
  let x = play(d, { type: 'activate', card: idOf(d, 'Array of Revealing Light') });
  expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption' });
  x = play(x, { type: 'select', option: type });
  return passAll(x);
};
const attackers = (d: Duel): string[] => [...new Set(legal(toBattle(d), 'attack').map((a) => a.card))];

describe('Array of Revealing Light', () => {
  it('declares any Type as it is activated, and keeps it while it stays', () => {
    const d = start();
    let x = play(d, { type: 'activate', card: idOf(d, 'Array of Revealing Light') });
    const options = legal(x, 'select').map((a) => ('option' in a ? a.option : null));
    expect(options).toContain('Warrior');
    expect(options).toContain('Dinosaur');
    x = passAll(play(x, { type: 'select', option: 'Warrior' }));
    expect(me(x).field).toMatchObject({ name: 'Array of Revealing Light', faceUp: true });
    expect(x.players[0].field).toMatchObject({ card: idOf(d, 'Array of Revealing Light'), declared: 'Warrior' });
    expect(me(x).field).toMatchObject({ declared: 'Warrior' });
  });

  it('a monster of that Type Normal Summoned this turn cannot attack; others can, and so can it next turn', () => {
    const d = start();
    let x = array(d, 'Warrior');
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    // Marauding Captain is a Warrior too, but it was not Summoned this turn.
    expect(attackers(x)).toEqual([idOf(d, 'Marauding Captain')]);
    expect(attackers(array(d, 'Fiend'))).toContain(idOf(d, 'Marauding Captain'));
    x = endTurn(endTurn(x));
    expect(attackers(x)).toEqual(expect.arrayContaining([idOf(d, 'Marauding Captain'), idOf(d, 'Celtic Guardian')]));
  });

  it('Flip Summoned and Special Summoned monsters of that Type too; of another Type, not', () => {
    const d = start();
    let x = array(d, 'Warrior');
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Gemini Elf')] }));
    while (x.flow.prompt) x = passAll(play(x, legal(x, 'select')[0]!));
    expect(me(x).monsters.some((m) => m?.name === 'Gemini Elf')).toBe(true);
    x = passAll(play(x, { type: 'flipSummon', card: idOf(d, 'Feral Imp') }));
    // Gemini Elf (Spellcaster) and the Feral Imp (Fiend) are not Warriors.
    expect(attackers(x)).toEqual(expect.arrayContaining([idOf(d, 'Gemini Elf'), idOf(d, 'Feral Imp')]));
    const fiends = array(d, 'Fiend');
    const flipped = passAll(play(fiends, { type: 'flipSummon', card: idOf(d, 'Feral Imp') }));
    expect(attackers(flipped)).not.toContain(idOf(d, 'Feral Imp'));
    let spell = array(d, 'Spellcaster');
    spell = passAll(play(spell, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Gemini Elf')] }));
    while (spell.flow.prompt) spell = passAll(play(spell, legal(spell, 'select')[0]!));
    expect(attackers(spell)).not.toContain(idOf(d, 'Gemini Elf'));
  });

  it('once it has left the field, the lock is over, and what it declared with it', () => {
    const d = duelOf({ me: { hand: ['Array of Revealing Light', 'Celtic Guardian', 'Mystical Space Typhoon'] } });
    let x = array(d, 'Warrior');
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    expect(attackers(x)).toEqual([]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Array of Revealing Light')] }));
    expect(me(x).graveyard).toContain('Array of Revealing Light');
    expect(x.players[0].field).toBeNull();
    expect(attackers(x)).toEqual([idOf(d, 'Celtic Guardian')]);
  });
});
