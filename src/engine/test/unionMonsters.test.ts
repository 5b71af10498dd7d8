import { describe, expect, it } from 'vitest';
import { loadScenario, viewFor } from '..';
import { duelOf, FILLER, idOf, legal, me, opp, play } from './dsl';

/*
 * Union monsters (Y-Dragon Head, Z-Metal Tank; their MFC-era text, and rulebook v9.1 "Equip Cards":
 * an equipped monster card is an Equip Card, and "Union monsters equipped by their own effects can be
 * moved"): once per turn in your Main Phase, either equip it to its host as an Ignition Effect or
 * unequip it to Special Summon it in face-up Attack Position; equipped, the host gains ATK/DEF, a
 * monster holds 1 Union at a time, and if the host would be destroyed by battle the Union is
 * destroyed instead. As any Equip Card, it is destroyed when its monster leaves the field.
 */
const resolve = (d: ReturnType<typeof duelOf>): ReturnType<typeof duelOf> => {
  let x = d;
  while (x.flow.window) x = play(x, { type: 'pass' });
  return x;
};
const equipped = (host: string) => ({
  monsters: [{ card: host }],
  spellTraps: [{ card: 'Y-Dragon Head', faceUp: true, equippedTo: 0 }],
});

describe('Union monsters', () => {
  it('equip to a face-up host you control as an Ignition Effect: it moves to the Spell & Trap Zone behind it; the host gains ATK/DEF', () => {
    const d = duelOf({ me: { monsters: [null, { card: 'X-Head Cannon' }, { card: 'Y-Dragon Head' }] } as never });
    const x = play(d, { type: 'activate', card: idOf(d, 'Y-Dragon Head'), effect: 0 });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'X-Head Cannon')] });
    const y = resolve(play(x, { type: 'select', ids: [idOf(d, 'X-Head Cannon')] }));
    expect(me(y).monsters.filter(Boolean).map((m) => `${m!.name} ${m!.atk}/${m!.def}`)).toEqual(['X-Head Cannon 2200/1900']);
    expect(y.players[0].spellTraps[1]).toMatchObject({ card: idOf(d, 'Y-Dragon Head'), faceUp: true, equippedTo: idOf(d, 'X-Head Cannon') });
    expect(viewFor(y, 1).players[0].spellTraps[1]).toMatchObject({ equippedTo: idOf(d, 'X-Head Cannon') });
  });

  it('equip and unequip share one use per turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }, { card: 'Y-Dragon Head' }] } });
    const y = resolve(play(d, { type: 'activate', card: idOf(d, 'Y-Dragon Head'), effect: 0 }, { type: 'select', ids: [idOf(d, 'X-Head Cannon')] }));
    expect(legal(y, 'activate', idOf(d, 'Y-Dragon Head'))).toEqual([]);
    // Already equipped at the start of the turn: the unequip is offered.
    const e = duelOf({ me: equipped('X-Head Cannon') });
    expect(legal(e, 'activate', idOf(e, 'Y-Dragon Head'))).toEqual([{ type: 'activate', card: idOf(e, 'Y-Dragon Head'), effect: 1 }]);
  });

  it('unequip Special Summons it in face-up Attack Position; the host loses the gain', () => {
    const d = duelOf({ me: equipped('X-Head Cannon') });
    expect(me(d).monsters[0]).toMatchObject({ atk: 2200, def: 1900 });
    const x = resolve(play(d, { type: 'activate', card: idOf(d, 'Y-Dragon Head'), effect: 1 }));
    expect(me(x).monsters.filter(Boolean).map((m) => `${m!.name} ${m!.position} ${m!.atk}`)).toEqual(['X-Head Cannon attack 1800', 'Y-Dragon Head attack 1500']);
    expect(me(x).spellTraps.filter(Boolean)).toEqual([]);
  });

  it('a monster can only be equipped with 1 Union monster at a time', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }, { card: 'Z-Metal Tank' }], spellTraps: [{ card: 'Y-Dragon Head', faceUp: true, equippedTo: 0 }] } });
    expect(legal(d, 'activate', idOf(d, 'Z-Metal Tank'))).toEqual([]);
    const free = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }, { card: 'Z-Metal Tank' }] } });
    expect(legal(free, 'activate', idOf(free, 'Z-Metal Tank')).length).toBe(1);
  });

  it('if the equipped monster would be destroyed by battle, the Union is destroyed instead (battle damage still applies)', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Blue-Eyes White Dragon' }] }, opp: equipped('X-Head Cannon') });
    const x = resolve(play(d, { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon'), target: idOf(d, 'X-Head Cannon', 1) }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon', atk: 1800 });
    expect(opp(x).graveyard).toEqual(['Y-Dragon Head']);
    expect(opp(x).lp).toBe(8000 - (3000 - 2200));
  });

  it('destroyed by a card effect, the equipped monster is not saved; the Union goes with it as an Equip Card that lost its monster', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: equipped('X-Head Cannon') });
    const x = resolve(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(opp(x).graveyard.sort()).toEqual(['X-Head Cannon', 'Y-Dragon Head']);
  });

  it('a scenario may place a Union monster only face-up and equipped; any other monster in a Spell & Trap Zone is refused', () => {
    const bad = (spellTraps: object[]) => () => loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ deck: FILLER(), monsters: [{ card: 'X-Head Cannon' }], spellTraps } as never, { deck: FILLER() }] });
    expect(bad([{ card: 'Celtic Guardian', faceUp: true, equippedTo: 0 }])).toThrow(/is a monster/);
    expect(bad([{ card: 'Y-Dragon Head', faceUp: false, equippedTo: 0 }])).toThrow(/is a monster/);
    expect(bad([{ card: 'Y-Dragon Head', faceUp: true, equippedTo: 0 }])).not.toThrow();
  });

  it('a later-text Union (A-Assault Core) is destroyed instead of its monster by a card effect too; an MFC-era one (Y-Dragon Head) is not', () => {
    const later = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'A-Assault Core', faceUp: true, equippedTo: 0 }] }, opp: { hand: ['Fissure'] } });
    const x = resolve(play(later, { type: 'activate', card: idOf(later, 'Fissure', 1) }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon' });
    expect(me(x).graveyard).toEqual(['A-Assault Core']);
    const mfc = duelOf({ turnPlayer: 1, me: equipped('X-Head Cannon'), opp: { hand: ['Fissure'] } });
    const y = resolve(play(mfc, { type: 'activate', card: idOf(mfc, 'Fissure', 1) }));
    expect(me(y).graveyard.sort()).toEqual(['X-Head Cannon', 'Y-Dragon Head']);
  });

  it('an effect destroying the Union alone (Heavy Storm) leaves its monster where it is', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'A-Assault Core', faceUp: true, equippedTo: 0 }] }, opp: { hand: ['Heavy Storm'] } });
    const x = resolve(play(d, { type: 'activate', card: idOf(d, 'Heavy Storm', 1) }));
    // Heavy Storm destroys Spells and Traps: the Union (an Equip Card) goes; the monster was never to be destroyed.
    expect(me(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon' });
    expect(me(x).graveyard).toEqual(['A-Assault Core']);
  });

  it('later-text Unions share a monster; an MFC-era Union goes only to a monster holding none, and none goes to one holding an MFC-era Union', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }, { card: 'B-Buster Drake' }, { card: 'Heavy Mech Support Platform' }], spellTraps: [{ card: 'A-Assault Core', faceUp: true, equippedTo: 0 }] } });
    expect(play(d, { type: 'activate', card: idOf(d, 'B-Buster Drake'), effect: 0 }).flow.prompt).toMatchObject({ cards: [idOf(d, 'X-Head Cannon')] });
    // Heavy Mech Support Platform may go to B-Buster Drake (a Machine holding none), not to X-Head Cannon.
    expect(play(d, { type: 'activate', card: idOf(d, 'Heavy Mech Support Platform'), effect: 0 }).flow.prompt).toMatchObject({ cards: [idOf(d, 'B-Buster Drake')] });
    const old = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }, { card: 'B-Buster Drake' }], spellTraps: [{ card: 'Heavy Mech Support Platform', faceUp: true, equippedTo: 0 }] } });
    expect(legal(old, 'activate', idOf(old, 'B-Buster Drake'))).toEqual([]);
  });

  it('a later-text Union unequips in the position its player chooses; an MFC-era one in Attack Position', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'A-Assault Core', faceUp: true, equippedTo: 0 }] } });
    const x = resolve(play(d, { type: 'activate', card: idOf(d, 'A-Assault Core'), effect: 1 }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['attack', 'defense'] });
  });
});
