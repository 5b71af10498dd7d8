import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import { cardByName } from '..';

/*
 * Galaxy-Eyes Cipher Blade Dragon (texts-2016): "3 Level 9 monsters / You can also Xyz Summon this card by using a
 * Rank 8 "Galaxy-Eyes" Xyz Monster you control as the Xyz Material. (Xyz Materials attached to that monster also
 * become Xyz Materials on this card.) Cannot be used as an Xyz Material for an Xyz Summon. Once per turn: You can
 * detach 1 Xyz Material from this card, then target 1 card on the field; destroy it. If this Xyz Summoned card is
 * destroyed by your opponent's attack or card effect and sent to your Graveyard: You can target 1 "Galaxy-Eyes
 * Cipher Dragon" in your Graveyard; Special Summon it." Materials.alsoOn, notXyzMaterial, library.ts
 * summonedByProcedureAs ("this Xyz Summoned card", read from the leftField mark once it has left).
 */

const BLADE = 'Galaxy-Eyes Cipher Blade Dragon';
const CIPHER = 'Galaxy-Eyes Cipher Dragon';
const OZ = 'Master of Oz';
const summons = (d: Duel, card = BLADE) => legal(d, 'specialSummon').filter((a) => a.method === 'xyz' && a.card === idOf(d, card) && a.position === 'attack');

/** Answers every prompt with `answer` / its first card, passing windows, until none is open. */
function settle(d: Duel, answer: 'yes' | 'no' = 'yes'): Duel {
  let x = d;
  for (let i = 0; i < 30; i++) {
    const p = x.flow.prompt;
    if (p?.kind === 'chooseOption') x = play(x, { type: 'select', option: p.options.includes(answer) ? answer : p.options[0]! });
    else if (p?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [p.cards[0]!] });
    else if (x.flow.window) x = play(x, { type: 'pass' });
    else break;
  }
  return x;
}

describe(BLADE, () => {
  it('is Xyz Summoned with 3 Level 9 monsters', () => {
    const d = duelOf({ me: { monsters: [{ card: OZ }, { card: OZ }, { card: OZ }], extra: [BLADE] } });
    const x = settle(play(d, summons(d)[0]!));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: BLADE, atk: 3200, materials: [OZ, OZ, OZ] });
    expect(cardByName(BLADE)).toMatchObject({ level: 9, attribute: 'LIGHT', monsterType: 'Dragon', atk: 3200, def: 2800 });
  });

  it('may be Xyz Summoned on a Rank 8 "Galaxy-Eyes" Xyz Monster, whose materials become its own; not on another Rank or name', () => {
    const d = duelOf({ me: { monsters: [{ card: CIPHER, materials: [OZ] }], extra: [BLADE] } });
    expect(summons(d).map((a) => a.materials)).toEqual([[idOf(d, CIPHER)]]);
    const x = settle(play(d, summons(d)[0]!));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: BLADE, materials: [OZ, CIPHER] });
    expect(summons(duelOf({ me: { monsters: [{ card: 'Number 11: Big Eye', materials: [OZ] }], extra: [BLADE] } }))).toEqual([]);
    // Dark Matter is "Galaxy-Eyes" but Rank 9 (and cannot be an Xyz Material anyway).
    expect(summons(duelOf({ me: { monsters: [{ card: 'Number 95: Galaxy-Eyes Dark Matter Dragon', materials: [OZ] }], extra: [BLADE] } }))).toEqual([]);
  });

  it('cannot be used as an Xyz Material for an Xyz Summon', () => {
    const d = duelOf({ me: { monsters: [{ card: BLADE, materials: [OZ] }], extra: ['Galaxy-Eyes Full Armor Photon Dragon'] } });
    expect(summons(d, 'Galaxy-Eyes Full Armor Photon Dragon')).toEqual([]);
  });

  it('once per turn detaches 1 Xyz Material to destroy 1 card on the field (either side\'s, face-down too)', () => {
    const d = duelOf({ me: { monsters: [{ card: BLADE, materials: [OZ, OZ] }] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, BLADE), effect: 1 });
    x = play(x, { type: 'select', ids: [x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards[0]! : ''] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(x.flow.prompt?.kind === 'chooseCard' ? [...x.flow.prompt.cards].sort() : []).toEqual([idOf(d, BLADE), idOf(d, 'Summoned Skull', 1), idOf(d, 'Mirror Force', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    expect(me(x).monsters[0]).toMatchObject({ materials: [OZ] });
    expect(legal(x, 'activate')).toEqual([]);
  });

  it('Xyz Summoned and destroyed by the opponent\'s card effect: may Special Summon "Galaxy-Eyes Cipher Dragon" from the Graveyard', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: BLADE, summonedAs: 'xyz', materials: [OZ] }], graveyard: [CIPHER] }, opp: { hand: ['Raigeki'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Raigeki', 1) });
    for (let i = 0; i < 5 && !x.flow.prompt; i++) x = play(x, { type: 'pass' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    x = settle(x);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: CIPHER });
    expect(me(x).graveyard.sort()).toEqual([BLADE, OZ].sort());
  });

  it('and by the opponent\'s attack', () => {
    const d = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: BLADE, summonedAs: 'xyz', position: 'defense' }], graveyard: [CIPHER] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    const x = settle(play(d, { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon', 1), target: idOf(d, BLADE) }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: CIPHER });
  });

  it('not if it was not Xyz Summoned, nor destroyed by its own player\'s card, nor without "Galaxy-Eyes Cipher Dragon" in the Graveyard', () => {
    const raigeki = (monster: { card: string; summonedAs?: 'xyz' }, graveyard: string[]) => {
      const d = duelOf({ turnPlayer: 1, me: { monsters: [monster], graveyard }, opp: { hand: ['Raigeki'] } });
      return settle(play(d, { type: 'activate', card: idOf(d, 'Raigeki', 1) }));
    };
    expect(me(raigeki({ card: BLADE }, [CIPHER])).monsters.filter(Boolean)).toEqual([]);
    expect(me(raigeki({ card: BLADE, summonedAs: 'xyz' }, [])).monsters.filter(Boolean)).toEqual([]);
    const own = duelOf({ me: { monsters: [{ card: BLADE, summonedAs: 'xyz' }], graveyard: [CIPHER], hand: ['Dark Hole'] } });
    const x = settle(play(own, { type: 'activate', card: idOf(own, 'Dark Hole') }));
    expect(me(x).monsters.filter(Boolean)).toEqual([]);
    expect(me(x).graveyard).toContain(CIPHER);
    // Destroyed by battle while attacking in its own turn: not the opponent's attack.
    const mine = duelOf({ turn: 3, me: { monsters: [{ card: BLADE, summonedAs: 'xyz' }], graveyard: [CIPHER] }, opp: { monsters: [{ card: 'Number 95: Galaxy-Eyes Dark Matter Dragon' }] } });
    const y = settle(play(toBattle(mine), { type: 'attack', card: idOf(mine, BLADE), target: idOf(mine, 'Number 95: Galaxy-Eyes Dark Matter Dragon', 1) }));
    expect(me(y).graveyard).toContain(BLADE);
    expect(me(y).monsters.filter(Boolean)).toEqual([]);
  });
});
