import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Dragon's Rage (texts-2016): "During battle between an attacking Dragon-Type monster you control and a
 * Defense Position monster whose DEF is lower than the ATK of the attacking monster, inflict the difference
 * as Battle Damage to your opponent." A Continuous Trap giving the rule code `piercing` to its controller's
 * Dragons while it stays face-up.
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

/** Player 1 activates Dragon's Rage, with Blue-Eyes White Dragon and Summoned Skull; player 2 has the same and a Defense Position Celtic Guardian. */
function active(oppHand: string[] = []): Duel {
  const d = duelOf({
    me: { spellTraps: [{ card: "Dragon's Rage", faceUp: false }], monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Summoned Skull' }, { card: 'Celtic Guardian', position: 'defense' }], deck: DECK },
    opp: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }, { card: 'Giant Soldier of Stone', position: 'defense' }, { card: 'Blue-Eyes White Dragon' }], hand: oppHand, deck: DECK },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, "Dragon's Rage") }));
}

const attack = (x: Duel, attacker: string, owner: 0 | 1, target: string) =>
  passAll(play(toBattle(x), { type: 'attack', card: idOf(x, attacker, owner), target: idOf(x, target, owner === 0 ? 1 : 0) }));

describe("Dragon's Rage", () => {
  it('your Dragon attacking a Defense Position monster with lower DEF inflicts the difference', () => {
    const x = attack(active(), 'Blue-Eyes White Dragon', 0, 'Celtic Guardian');
    expect(me(x).spellTraps[0]).toMatchObject({ name: "Dragon's Rage", faceUp: true });
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).lp).toBe(8000 - (3000 - 1200));
  });

  it('a higher DEF still lower than the ATK: the smaller difference', () => {
    const x = attack(active(), 'Blue-Eyes White Dragon', 0, 'Giant Soldier of Stone');
    expect(opp(x).lp).toBe(8000 - 1000);
  });

  it('a monster that is not a Dragon inflicts no piercing damage', () => {
    const x = attack(active(), 'Summoned Skull', 0, 'Celtic Guardian');
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).lp).toBe(8000);
  });

  it("the opponent's Dragons do not pierce", () => {
    const x = attack(endTurn(active()), 'Blue-Eyes White Dragon', 1, 'Celtic Guardian');
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).lp).toBe(8000);
  });

  it('without it, or once it has left the field, the Dragon inflicts no piercing damage', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes White Dragon' }] }, opp: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }] } });
    expect(opp(attack(d, 'Blue-Eyes White Dragon', 0, 'Celtic Guardian')).lp).toBe(8000);
    const x = endTurn(active(['Mystical Space Typhoon']));
    const y = endTurn(passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, "Dragon's Rage")] })));
    expect(me(y).graveyard).toEqual(["Dragon's Rage"]);
    expect(opp(attack(y, 'Blue-Eyes White Dragon', 0, 'Celtic Guardian')).lp).toBe(8000);
  });
});
