import { describe, expect, it } from 'vitest';
import { duelOf, idOf, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

// Enraged Battle Ox: "If a Beast, Beast-Warrior, or Winged Beast-Type monster you control attacks a Defense
// Position monster, inflict piercing battle damage to your opponent."
describe('Enraged Battle Ox', () => {
  const attackWith = (attacker: string, mine: string[] = [attacker, 'Enraged Battle Ox'], oppOx = false) => {
    const d = duelOf({
      me: { monsters: [...new Set(mine)].map((card) => ({ card })) },
      opp: { monsters: [{ card: 'Kuriboh', position: 'defense' }, ...(oppOx ? [{ card: 'Enraged Battle Ox' }] : [])] },
    });
    return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, attacker), target: idOf(d, 'Kuriboh', 1) }));
  };

  it('itself (a Beast-Warrior) attacking a Defense Position monster: piercing battle damage', () => {
    expect(opp(attackWith('Enraged Battle Ox')).lp).toBe(8000 - (1700 - 200));
  });

  it('your Beast and Winged Beast monsters too', () => {
    expect(opp(attackWith('Gyaku-Gire Panda')).lp).toBe(8000 - (1300 - 200)); // 800 + 500 for Kuriboh
    expect(opp(attackWith('Harpie Lady')).lp).toBe(8000 - (1300 - 200));
  });

  it('a monster of another Type: no piercing damage', () => {
    expect(opp(attackWith('Celtic Guardian')).lp).toBe(8000);
  });

  it("only monsters you control: the opponent's Enraged Battle Ox does not give yours piercing damage", () => {
    expect(opp(attackWith('Harpie Lady', ['Harpie Lady'], true)).lp).toBe(8000);
  });
});
