import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { cardByName } from '..';

/*
 * Heavy Mech Support Platform (texts-2016): "Once per turn, you can either: Target 1 Machine-Type monster you control,
 * equip this card to that target, OR: Unequip this card and Special Summon it in Attack Position. While equipped by
 * this effect, the equipped monster gains 500 ATK and DEF. (A monster can only be equipped with 1 Union monster at a
 * time. If the equipped monster would be destroyed, destroy this card instead.)"
 */
const PLATFORM = 'Heavy Mech Support Platform';
const equipped = { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: PLATFORM, faceUp: true, equippedTo: 0 }] };

describe('Heavy Mech Support Platform', () => {
  it('equips to a face-up Machine monster you control (any Attribute), which gains 500 ATK and DEF', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Z-Metal Tank' }, { card: 'Celtic Guardian' }, { card: PLATFORM }] } });
    const x = play(d, { type: 'activate', card: idOf(d, PLATFORM), effect: 0 });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Z-Metal Tank')] });
    const y = passAll(play(x, { type: 'select', ids: [idOf(d, 'Z-Metal Tank')] }));
    expect(me(y).monsters[0]).toMatchObject({ name: 'Z-Metal Tank', atk: 1500 + 500, def: 1300 + 500 });
    expect(legal(y, 'activate', idOf(d, PLATFORM))).toEqual([]);
  });

  it('unequips to Special Summon itself in Attack Position', () => {
    const d = duelOf({ me: equipped });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, PLATFORM), effect: 1 }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters[1]).toMatchObject({ name: PLATFORM, position: 'attack' });
    expect(me(x).monsters[0]).toMatchObject({ atk: 1800, def: 1500 });
  });

  it('if the equipped monster would be destroyed by a card effect, this card is destroyed instead', () => {
    const d = duelOf({ turnPlayer: 1, me: equipped, opp: { hand: ['Fissure'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon', atk: 1800 });
    expect(me(x).graveyard).toEqual([PLATFORM]);
  });

  it('if the equipped monster would be destroyed by battle, this card is destroyed instead', () => {
    const d = duelOf({ turnPlayer: 1, phase: 'battle', me: equipped, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon', 1), target: idOf(d, 'X-Head Cannon') }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon' });
    expect(me(x).graveyard).toEqual([PLATFORM]);
  });

  it('a monster can only be equipped with 1 Union monster at a time: not to one holding any Union', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }, { card: PLATFORM }], spellTraps: [{ card: 'A-Assault Core', faceUp: true, equippedTo: 0 }] } });
    expect(legal(d, 'activate', idOf(d, PLATFORM))).toEqual([]);
  });

  it('is a Level 3 DARK Machine Union monster with 500 ATK / 500 DEF', () => {
    expect(cardByName(PLATFORM)).toMatchObject({ level: 3, attribute: 'DARK', monsterType: 'Machine', subtype: ['union'], atk: 500, def: 500 });
  });
});
