import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import { cardByName } from '..';

/*
 * Number 95: Galaxy-Eyes Dark Matter Dragon (texts-2016): "3 Level 9 monsters / You can also Xyz Summon this card by
 * using a "Galaxy-Eyes" Xyz Monster you control as the Xyz Material. (Xyz Materials attached to that monster also
 * become Xyz Materials on this card.) Cannot be used as an Xyz Material for an Xyz Summon. When this card is Xyz
 * Summoned: You can send 3 Dragon-Type monsters with different names from your Deck to the Graveyard; your opponent
 * banishes 3 monsters from their Deck. You can detach 1 Xyz Material from this card; this card can make up to 2
 * attacks on monsters during each Battle Phase this turn." Materials.alsoOn, rule codes notXyzMaterial and
 * extraAttackOnMonsters (recorded).
 */

const DM = 'Number 95: Galaxy-Eyes Dark Matter Dragon';
const OZ = 'Master of Oz';
const DRAGONS = ['Blue-Eyes White Dragon', 'Blue-Eyes White Dragon', 'Red-Eyes Black Dragon', 'Baby Dragon', 'Celtic Guardian'];
const summons = (d: Duel, card = DM) => legal(d, 'specialSummon').filter((a) => a.method === 'xyz' && a.card === idOf(d, card) && a.position === 'attack');

/** Answers every prompt with its first choice ('yes' to an optional Trigger), passing windows, until none is open. */
function settle(d: Duel): Duel {
  let x = d;
  for (let i = 0; i < 30; i++) {
    const p = x.flow.prompt;
    if (p?.kind === 'chooseOption') x = play(x, { type: 'select', option: p.options.includes('yes') ? 'yes' : p.options[0]! });
    else if (p?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [p.cards[0]!] });
    else if (x.flow.window) x = play(x, { type: 'pass' });
    else break;
  }
  return x;
}

describe(DM, () => {
  it('Xyz Summoned with 3 Level 9 monsters: may send 3 Dragons with different names from the Deck; the opponent banishes 3 monsters from theirs', () => {
    const d = duelOf({
      me: { monsters: [{ card: OZ }, { card: OZ }, { card: OZ }], extra: [DM], deck: DRAGONS },
      opp: { deck: ['Feral Imp', 'Summoned Skull', 'Pot of Greed', 'Celtic Guardian', 'Mystical Elf'] },
    });
    let x = play(d, summons(d)[0]!);
    for (let i = 0; i < 5 && !x.flow.prompt; i++) x = play(x, { type: 'pass' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    // The cost: three names, one by one; a second Blue-Eyes is not offered once one is chosen.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    expect(x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : []).toHaveLength(4);
    x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] });
    const second = x.flow.prompt;
    expect(second).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Red-Eyes Black Dragon'), idOf(d, 'Baby Dragon')] });
    x = settle(x);
    expect(me(x).graveyard.sort()).toEqual(['Baby Dragon', 'Blue-Eyes White Dragon', 'Red-Eyes Black Dragon']);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: DM, atk: 4000, materials: [OZ, OZ, OZ] });
    expect(opp(x).banished).toHaveLength(3);
    expect(opp(x).banished).not.toContain('Pot of Greed');
    expect(opp(x).deck).toBe(2);
    expect(cardByName(DM)).toMatchObject({ level: 9, attribute: 'DARK', monsterType: 'Dragon', atk: 4000, def: 0 });
  });

  it('without 3 differently named Dragons in the Deck the Trigger cannot be activated', () => {
    const d = duelOf({
      me: { monsters: [{ card: OZ }, { card: OZ }, { card: OZ }], extra: [DM], deck: ['Blue-Eyes White Dragon', 'Blue-Eyes White Dragon', 'Baby Dragon', 'Celtic Guardian'] },
      opp: { deck: ['Feral Imp', 'Summoned Skull', 'Celtic Guardian'] },
    });
    const x = passAll(play(d, summons(d)[0]!));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual([]);
    expect(opp(x).banished).toEqual([]);
  });

  it('may be Xyz Summoned on a "Galaxy-Eyes" Xyz Monster you control, whose Xyz Materials become its own', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Galaxy-Eyes Cipher Dragon', materials: ['Blue-Eyes White Dragon'] }], extra: [DM] } });
    const on = summons(d);
    expect(on.map((a) => a.materials)).toEqual([[idOf(d, 'Galaxy-Eyes Cipher Dragon')]]);
    const x = settle(play(d, on[0]!));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: DM, materials: ['Blue-Eyes White Dragon', 'Galaxy-Eyes Cipher Dragon'] });
  });

  it('cannot be used as an Xyz Material for an Xyz Summon', () => {
    const d = duelOf({ me: { monsters: [{ card: DM, materials: [OZ] }], extra: ['Galaxy-Eyes Full Armor Photon Dragon'] } });
    expect(summons(d, 'Galaxy-Eyes Full Armor Photon Dragon')).toEqual([]);
  });

  it('detach 1: up to 2 attacks on monsters this Battle Phase, never a second one directly; without it, one attack', () => {
    const field = { me: { monsters: [{ card: DM, materials: [OZ] }] }, opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }, { card: 'Mystical Elf' }] } };
    const plain = duelOf({ turn: 3, ...field });
    let y = passAll(play(toBattle(plain), { type: 'attack', card: idOf(plain, DM), target: idOf(plain, 'Feral Imp', 1) }));
    expect(legal(y, 'attack', idOf(plain, DM))).toEqual([]);

    const d = duelOf({ turn: 3, ...field });
    let x = settle(play(d, { type: 'activate', card: idOf(d, DM), effect: 2 }));
    expect(me(x).monsters[0]).toMatchObject({ materials: [] });
    expect(legal(x, 'activate')).toEqual([]);
    x = toBattle(x);
    x = passAll(play(x, { type: 'attack', card: idOf(d, DM), target: idOf(d, 'Feral Imp', 1) }));
    expect(legal(x, 'attack', idOf(d, DM)).map((a) => a.target).sort()).toEqual([idOf(d, 'Celtic Guardian', 1), idOf(d, 'Mystical Elf', 1)].sort());
    x = passAll(play(x, { type: 'attack', card: idOf(d, DM), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp']);
    expect(legal(x, 'attack', idOf(d, DM))).toEqual([]);
    y = passAll(play(toBattle(settle(play(duelOf({ turn: 3, me: field.me, opp: { monsters: [{ card: 'Feral Imp' }] } }), { type: 'activate', card: idOf(d, DM), effect: 2 }))), { type: 'attack', card: idOf(d, DM), target: idOf(d, 'Feral Imp', 1) }));
    // The opponent has no monster left: no second attack, not directly.
    expect(legal(y, 'attack', idOf(d, DM))).toEqual([]);
  });
});
