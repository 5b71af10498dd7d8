import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import type { Duel } from '../../engine';

// Reflect Bounder: "When this face-up Attack Position card is attacked by an opponent's monster, before damage
// calculation, inflict damage to your opponent equal to the attacking monster's ATK. Then, destroy this card after
// damage calculation."

/** The opponent (player 2) attacks Reflect Bounder with Celtic Guardian (1400 ATK), every window passed. */
function attacked(d: Duel): Duel {
  const x = toBattle(d);
  return passAll(play(x, { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Reflect Bounder') }));
}

describe('Reflect Bounder', () => {
  it("attacked face-up in Attack Position: the opponent takes the attacker's ATK, then it is destroyed after damage calculation", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Reflect Bounder' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = attacked(d);
    // 1400 effect damage, then 1700 against 1400: 300 battle damage and the attacker destroyed.
    expect(opp(x).lp).toBe(8000 - 1400 - 300);
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).graveyard).toEqual(['Reflect Bounder']);
    expect(me(x).lp).toBe(8000);
    expect(x.events.some((e) => e.type === 'effectDamage' && e.player === 1 && e.amount === 1400)).toBe(true);
  });

  it('the damage comes before damage calculation: an opponent it brings to 0 LP loses before the battle', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Reflect Bounder' }] }, opp: { lp: 1400, monsters: [{ card: 'Celtic Guardian' }] } });
    const x = attacked(d);
    expect(x.winner).toBe(0);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
    expect(x.events.some((e) => e.type === 'battleDamage')).toBe(false);
  });

  it('uses the ATK the attacker has as it resolves (an Equip Spell counts)', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Reflect Bounder' }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 0 }] },
    });
    const x = attacked(d);
    // 2400 effect damage, then 2400 against 1700: Reflect Bounder destroyed by battle, 700 to its controller.
    expect(opp(x).lp).toBe(8000 - 2400);
    expect(me(x).lp).toBe(8000 - 700);
    expect(me(x).graveyard).toEqual(['Reflect Bounder']);
  });

  it('in Defense Position it does nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Reflect Bounder', position: 'defense' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = attacked(d);
    // 1400 against its 1000 DEF: destroyed by battle, and no damage to anyone.
    expect(opp(x).lp).toBe(8000);
    expect(x.events.some((e) => e.type === 'effectDamage')).toBe(false);
    expect(me(x).graveyard).toEqual(['Reflect Bounder']);
  });

  it('face-down (flipped by the attack) it does nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Reflect Bounder', position: 'defense', faceUp: false }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = attacked(d);
    expect(opp(x).lp).toBe(8000);
    expect(x.events.some((e) => e.type === 'flippedFaceUp')).toBe(true);
    expect(x.events.some((e) => e.type === 'effectDamage')).toBe(false);
  });

  it('when it attacks, nothing happens', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Reflect Bounder' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Reflect Bounder'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).lp).toBe(8000 - 300);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Reflect Bounder' });
  });

  it('no damage taken, no destruction: the opponent under Des Wombat keeps their LP and it stays', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Reflect Bounder' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Des Wombat', position: 'defense' }] } });
    const x = attacked(d);
    expect(opp(x).lp).toBe(8000 - 300);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Reflect Bounder' });
  });
});
