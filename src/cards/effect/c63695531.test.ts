import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

// Gravekeeper's Spear Soldier: "During battle between this attacking card and a Defense Position monster whose
// DEF is lower than the ATK of this card, inflict the difference as Battle Damage to your opponent."
describe("Gravekeeper's Spear Soldier", () => {
  const attack = (target: string, position: 'attack' | 'defense') => {
    const d = duelOf({ me: { monsters: [{ card: "Gravekeeper's Spear Soldier" }] }, opp: { monsters: [{ card: target, position }] } });
    return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, "Gravekeeper's Spear Soldier"), target: idOf(d, target, 1) }));
  };

  it('attacking a Defense Position monster with lower DEF: the difference as battle damage', () => {
    const x = attack('Celtic Guardian', 'defense'); // 1500 against 1200
    expect(opp(x).lp).toBe(8000 - 300);
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
  });

  it('a Defense Position monster with higher DEF: no damage to the opponent, the usual damage to its controller', () => {
    const x = attack('Giant Soldier of Stone', 'defense'); // 1500 against 2000
    expect(opp(x).lp).toBe(8000);
    expect(me(x).lp).toBe(8000 - 500);
  });

  it('an Attack Position monster: ordinary battle damage', () => {
    const x = attack('Kuriboh', 'attack'); // 1500 against 300
    expect(opp(x).lp).toBe(8000 - 1200);
  });
});
