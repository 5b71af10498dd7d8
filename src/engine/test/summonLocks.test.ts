import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, legal, passAll, play } from './dsl';

/*
 * Lasting Summon locks while a card is face-up (rule codes `noSummons` asked of the field, and
 * `noSpecialSummons`), and which monsters were Special Summoned (`MonsterSlot.specialSummoned`).
 * The Last Warrior from Another Planet (texts-2016): "As long as this card remains face-up on the field,
 * neither player can Normal Summon, Flip Summon, or Special Summon any monster" (Setting stays allowed:
 * ygopro's EFFECT_CANNOT_SUMMON, _FLIP_SUMMON, _SPECIAL_SUMMON, no EFFECT_CANNOT_MSET). Jowgen the
 * Spiritualist: "no monsters can be Special Summoned" (EFFECT_CANNOT_SPECIAL_SUMMON, both players).
 */
const board = (lock: string, lockOwner: 'me' | 'opp'): Duel => {
  const locker = { monsters: [{ card: lock }] };
  return duelOf({
    me: {
      hand: ['Celtic Guardian', 'Monster Reborn', 'Scapegoat', 'Polymerization', 'Flame Manipulator', 'Masaki the Legendary Swordsman'],
      graveyard: ['Summoned Skull'],
      extra: ['Flame Swordsman'],
      monsters: [{ card: 'Mystical Elf', position: 'defense', faceUp: false }],
      ...(lockOwner === 'me' ? { monsters: [{ card: 'Mystical Elf', position: 'defense', faceUp: false }, ...locker.monsters] } : {}),
    },
    opp: lockOwner === 'opp' ? locker : {},
  });
};
const activatable = (d: Duel, name: string) => legal(d, 'activate', idOf(d, name)).length > 0;

describe('Summon locks while a card is face-up', () => {
  for (const owner of ['me', 'opp'] as const) {
    it(`noSummons from a face-up card (${owner === 'me' ? 'its controller' : 'the opponent'}): no Normal, Flip or Special Summon; Sets stay allowed`, () => {
      const d = board('The Last Warrior from Another Planet', owner);
      const guardian = idOf(d, 'Celtic Guardian');
      expect(legal(d, 'normalSummon', guardian)).toEqual([]);
      expect(legal(d, 'setMonster', guardian)).not.toEqual([]);
      expect(legal(d, 'flipSummon')).toEqual([]);
      expect(activatable(d, 'Monster Reborn')).toBe(false);
      expect(activatable(d, 'Scapegoat')).toBe(false);
      expect(activatable(d, 'Polymerization')).toBe(false);
    });
  }

  it('the same hand without the lock: every Summon is open', () => {
    const free = duelOf({
      me: { hand: ['Celtic Guardian', 'Monster Reborn', 'Scapegoat', 'Polymerization', 'Flame Manipulator', 'Masaki the Legendary Swordsman'], graveyard: ['Summoned Skull'], extra: ['Flame Swordsman'], monsters: [{ card: 'Mystical Elf', position: 'defense', faceUp: false }] },
    });
    expect(legal(free, 'normalSummon', idOf(free, 'Celtic Guardian'))).not.toEqual([]);
    expect(legal(free, 'flipSummon')).not.toEqual([]);
    for (const name of ['Monster Reborn', 'Scapegoat', 'Polymerization']) expect(activatable(free, name)).toBe(true);
  });

  it('the lock ends the moment its card leaves the field', () => {
    const d = duelOf({
      me: { hand: ['Celtic Guardian', 'Fissure'] },
      opp: { monsters: [{ card: 'The Last Warrior from Another Planet' }] },
    });
    expect(legal(d, 'normalSummon', idOf(d, 'Celtic Guardian'))).toEqual([]);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure') }));
    expect(legal(x, 'normalSummon', idOf(x, 'Celtic Guardian'))).not.toEqual([]);
  });

  it('a face-down lock card locks nothing', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'] }, opp: { monsters: [{ card: 'The Last Warrior from Another Planet', position: 'defense', faceUp: false }] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Celtic Guardian'))).not.toEqual([]);
  });

  for (const owner of ['me', 'opp'] as const) {
    it(`noSpecialSummons (${owner === 'me' ? 'its controller' : 'the opponent'}): no Special Summon, Tokens and Fusions included; Normal and Flip Summons stay allowed`, () => {
      const d = board('Jowgen the Spiritualist', owner);
      expect(legal(d, 'normalSummon', idOf(d, 'Celtic Guardian'))).not.toEqual([]);
      expect(legal(d, 'flipSummon')).not.toEqual([]);
      expect(activatable(d, 'Monster Reborn')).toBe(false);
      expect(activatable(d, 'Scapegoat')).toBe(false);
      expect(activatable(d, 'Polymerization')).toBe(false);
    });
  }

  it('a Special Summoned monster is marked so for as long as it stays, face-down too; a Normal Summoned one is not', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn', 'Celtic Guardian', 'Book of Moon'], graveyard: ['Summoned Skull'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', option: 'attack' }));
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    const slot = (name: string) => x.players[0].monsters.find((s) => s?.card === idOf(d, name));
    expect(slot('Summoned Skull')?.specialSummoned).toBe(true);
    expect(slot('Celtic Guardian')?.specialSummoned).toBeUndefined();
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(slot('Summoned Skull')).toMatchObject({ faceUp: false, specialSummoned: true });
  });

  it('a scenario may place a monster as Special Summoned', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull', specialSummoned: true }, { card: 'Celtic Guardian' }] } });
    expect(d.players[0].monsters.map((s) => s?.specialSummoned)).toEqual([true, undefined, undefined, undefined, undefined]);
  });
});
