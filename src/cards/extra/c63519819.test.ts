import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Thousand-Eyes Restrict (texts-2016): "Other monsters cannot change their battle position or attack.
 * Once per turn, you can equip 1 monster your opponent controls to this card (max 1). This card's ATK and
 * DEF become the same as the equipped monster's. If this card would be destroyed by battle, the equipped
 * monster is destroyed instead." Replacement effects, "... instead" (issue 32 §4). Its Fusion Material
 * Relinquished is not in the pool yet: these duels start with it on the field (properly Summoned).
 */
const TER = 'Thousand-Eyes Restrict';

/** Player 1's Thousand-Eyes Restrict absorbs player 2's Summoned Skull on turn 3. */
function absorbed(extra: { me?: Parameters<typeof duelOf>[0]['me']; opp?: Parameters<typeof duelOf>[0]['opp'] } = {}): Duel {
  const d = duelOf({ me: { monsters: [{ card: TER }], ...extra.me }, opp: { monsters: [{ card: 'Summoned Skull' }], ...extra.opp } });
  return passAll(play(d, { type: 'activate', card: idOf(d, TER), effect: 1 }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
}

describe('Thousand-Eyes Restrict', () => {
  it('other monsters, on both sides, cannot attack or change their battle positions; it can attack', () => {
    const d = duelOf({ me: { monsters: [{ card: TER }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    expect(legal(d, 'changePosition', idOf(d, 'Feral Imp'))).toEqual([]);
    const battle = toBattle(d);
    expect(legal(battle, 'attack').map((a) => a.card)).toEqual([idOf(d, TER)]);
    const theirs = endTurn(d);
    expect(legal(theirs, 'changePosition', idOf(d, 'Kuriboh', 1))).toEqual([]);
    expect(legal(toBattle(theirs), 'attack')).toEqual([]);
  });

  it("equips 1 monster your opponent controls (face-down too) as a face-up Equip Card; its ATK and DEF become that monster's", () => {
    const d = duelOf({ me: { monsters: [{ card: TER }] }, opp: { monsters: [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }] } });
    const ter = idOf(d, TER);
    expect(summary(d).players[0].monsters[0]).toMatchObject({ atk: 0, def: 0 });
    const x = passAll(play(d, { type: 'activate', card: ter, effect: 1 }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).monsters.every((s) => s === null)).toBe(true);
    expect(x.players[0].spellTraps[0]).toMatchObject({ card: idOf(d, 'Summoned Skull', 1), faceUp: true, equippedTo: ter });
    expect(me(x).monsters[0]).toMatchObject({ name: TER, atk: 2500, def: 1200 });
  });

  it('a Token it would equip is removed from the field instead (a Token is never outside a Monster Zone): its ATK/DEF stay 0', () => {
    const d = duelOf({ me: { monsters: [{ card: TER }] }, opp: { monsters: [{ card: 'Sheep Token' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, TER), effect: 1 }, { type: 'select', ids: [idOf(d, 'Sheep Token', 1)] }));
    expect(opp(x).monsters.every((s) => s === null)).toBe(true);
    expect(x.players[0].spellTraps.every((s) => s === null)).toBe(true);
    expect(me(x).monsters[0]).toMatchObject({ name: TER, atk: 0, def: 0 });
  });

  it('once per turn, and only 1 monster at a time', () => {
    const x = absorbed({ opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh' }] } });
    const ter = idOf(x, TER);
    expect(legal(x, 'activate', ter)).toEqual([]);
    // A later turn: still only one at a time.
    expect(legal(endTurn(endTurn(x)), 'activate', ter)).toEqual([]);
  });

  it('if it would be destroyed by battle, the equipped monster is destroyed instead (to its owner\'s Graveyard)', () => {
    const x = absorbed({ opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Blue-Eyes White Dragon' }] } });
    const y = passAll(play(toBattle(x), { type: 'attack', card: idOf(x, TER), target: idOf(x, 'Blue-Eyes White Dragon', 1) }));
    // 2500 against 3000: the equipped Summoned Skull is destroyed instead of it, which is back to 0 ATK.
    expect(me(y).monsters[0]).toMatchObject({ name: TER, atk: 0 });
    expect(opp(y).graveyard).toEqual(['Summoned Skull']);
    expect(opp(y).monsters.some((s) => s?.name === 'Blue-Eyes White Dragon')).toBe(true);
    expect(me(y).lp).toBe(7500);
  });

  it('the equipped monster applies no effect of its own as an Equip Card: Jinzo absorbed no longer stops Traps', () => {
    const d = duelOf({ me: { monsters: [{ card: TER }], spellTraps: [{ card: 'Reckless Greed', faceUp: false }] }, opp: { monsters: [{ card: 'Jinzo' }] } });
    expect(legal(d, 'activate', idOf(d, 'Reckless Greed'))).toEqual([]);
    const y = passAll(play(d, { type: 'activate', card: idOf(d, TER), effect: 1 }, { type: 'select', ids: [idOf(d, 'Jinzo', 1)] }));
    expect(y.players[0].spellTraps.some((s) => s?.card === idOf(d, 'Jinzo', 1))).toBe(true);
    expect(legal(y, 'activate', idOf(d, 'Reckless Greed'))).toHaveLength(1);
  });

  it('when it leaves the field, the equipped monster is destroyed and goes to its owner\'s Graveyard', () => {
    const x = endTurn(absorbed({ opp: { hand: ['Fissure'] } }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Fissure', 1) }));
    expect(me(y).graveyard).toEqual([TER]);
    expect(opp(y).graveyard).toEqual(['Fissure', 'Summoned Skull']);
  });
});
