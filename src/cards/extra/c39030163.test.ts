import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { cardByName } from '..';

/*
 * Galaxy-Eyes Full Armor Photon Dragon (texts-2016): "3 Level 8 monsters / You can also Xyz Summon this card by
 * using a "Galaxy-Eyes" Xyz Monster you control as the Xyz Material, except "Galaxy-Eyes Full Armor Photon Dragon".
 * (Xyz Materials attached to that monster also become Xyz Materials on this card.) Once per turn: You can target up
 * to 2 Equip Cards equipped to this card; attach them to this card as Xyz Materials. Once per turn: You can detach 1
 * Xyz Material from this card, then target 1 face-up card your opponent controls; destroy it."
 * Materials.alsoOn, ctx.attachMaterials, library.ts detachCost.
 */

const ARMOR = 'Galaxy-Eyes Full Armor Photon Dragon';
const BEWD = 'Blue-Eyes White Dragon';
const xyzSummons = (d: Duel) => legal(d, 'specialSummon').filter((a) => a.method === 'xyz' && a.card === idOf(d, ARMOR) && a.position === 'attack');

describe(ARMOR, () => {
  it('is Xyz Summoned with 3 Level 8 monsters', () => {
    const d = duelOf({ me: { monsters: [{ card: BEWD }, { card: BEWD }, { card: BEWD }], extra: [ARMOR] } });
    const x = passAll(play(d, xyzSummons(d)[0]!));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: ARMOR, atk: 4000, materials: [BEWD, BEWD, BEWD] });
    expect(cardByName(ARMOR)).toMatchObject({ level: 8, attribute: 'LIGHT', monsterType: 'Dragon', atk: 4000, def: 3500 });
  });

  it('may be Xyz Summoned on a "Galaxy-Eyes" Xyz Monster you control, whose Xyz Materials become its own', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Galaxy-Eyes Cipher Dragon', materials: [BEWD, BEWD] }], extra: [ARMOR] } });
    const on = xyzSummons(d);
    expect(on.map((a) => a.materials)).toEqual([[idOf(d, 'Galaxy-Eyes Cipher Dragon')]]);
    const x = passAll(play(d, on[0]!));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: ARMOR, materials: [BEWD, BEWD, 'Galaxy-Eyes Cipher Dragon'] });
    expect(me(x).graveyard).toEqual([]);
  });

  it('not on another "Galaxy-Eyes Full Armor Photon Dragon", nor on an Xyz Monster that is not "Galaxy-Eyes"', () => {
    expect(xyzSummons(duelOf({ me: { monsters: [{ card: ARMOR, materials: [BEWD] }], extra: [ARMOR] } }))).toEqual([]);
    expect(xyzSummons(duelOf({ me: { monsters: [{ card: 'Number 11: Big Eye', materials: ['Dark Magician'] }], extra: [ARMOR] } }))).toEqual([]);
    // Face-down, it is not used.
    expect(xyzSummons(duelOf({ me: { monsters: [{ card: 'Galaxy-Eyes Cipher Dragon', faceUp: false, position: 'defense' }], extra: [ARMOR] } }))).toEqual([]);
  });

  it('once per turn attaches up to 2 Equip Cards equipped to it as Xyz Materials (not one equipped to another monster)', () => {
    const d = duelOf({
      me: {
        monsters: [{ card: ARMOR }, { card: 'Dark Magician' }],
        spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 0 }, { card: 'Axe of Despair', faceUp: true, equippedTo: 0 }, { card: 'Sword of Dark Destruction', faceUp: true, equippedTo: 1 }],
      },
    });
    expect(me(d).monsters[0]).toMatchObject({ atk: 6000 });
    let x = play(d, { type: 'activate', card: idOf(d, ARMOR), effect: 0 });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    const offered = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [];
    expect(offered).toHaveLength(2);
    expect(offered).not.toContain(idOf(d, 'Sword of Dark Destruction'));
    x = play(x, { type: 'select', ids: [offered[0]!] });
    x = passAll(play(x, { type: 'select', ids: [offered[1]!] }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 4000, materials: ['Axe of Despair', 'Axe of Despair'] });
    expect(me(x).spellTraps.filter(Boolean).map((s) => s!.name)).toEqual(['Sword of Dark Destruction']);
    expect(me(x).graveyard).toEqual([]);
    expect(legal(x, 'activate').filter((a) => a.card === idOf(d, ARMOR) && a.effect === 0)).toEqual([]);
  });

  it('once per turn detaches 1 Xyz Material to destroy 1 face-up card the opponent controls (not a face-down one)', () => {
    const d = duelOf({
      me: { monsters: [{ card: ARMOR, materials: [BEWD, BEWD] }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, ARMOR), effect: 1 });
    x = play(x, { type: 'select', ids: [x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards[0]! : ''] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).monsters[0]).toMatchObject({ materials: [BEWD] });
    expect(me(x).graveyard).toEqual([BEWD]);
    expect(legal(x, 'activate').filter((a) => a.effect === 1)).toEqual([]);
    // Without an Xyz Material it cannot.
    expect(legal(duelOf({ me: { monsters: [{ card: ARMOR }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toEqual([]);
  });
});
