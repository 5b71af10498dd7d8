import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

/*
 * Marshmallon (texts-2016): "After damage calculation, if this card was attacked, and was face-down at the start of
 * the Damage Step: The attacking player takes 1000 damage. Cannot be destroyed by battle."
 */

const MARSH = 'Marshmallon';

function attack(d: Duel, attacker: string, target: string): Duel {
  const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  return passAll(play(x, { type: 'attack', card: idOf(d, attacker), target: idOf(d, target, 1) }));
}

describe('Marshmallon', () => {
  it('attacked face-down: flipped, not destroyed, and the attacking player takes 1000 damage after damage calculation', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: MARSH, faceUp: false, position: 'defense' }] } });
    const x = attack(d, 'Summoned Skull', MARSH);
    expect(opp(x).monsters[0]).toMatchObject({ name: MARSH, faceUp: true, position: 'defense' });
    expect(me(x).lp).toBe(8000 - 1000);
    expect(opp(x).lp).toBe(8000);
  });

  it('attacked face-up: no damage from it (battle damage as usual in Attack Position), and it is not destroyed', () => {
    const up = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: MARSH, position: 'defense' }] } });
    const x = attack(up, 'Summoned Skull', MARSH);
    expect(me(x).lp).toBe(8000);
    expect(opp(x).monsters[0]).toMatchObject({ name: MARSH });
    const attackPosition = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: MARSH }] } });
    const y = attack(attackPosition, 'Summoned Skull', MARSH);
    expect(opp(y).lp).toBe(8000 - 2200);
    expect(me(y).lp).toBe(8000);
    expect(opp(y).monsters[0]).toMatchObject({ name: MARSH });
  });

  it('attacked face-down by a weaker monster: the attacker takes battle damage too (500 DEF) and the 1000', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Kuriboh' }] }, opp: { monsters: [{ card: MARSH, faceUp: false, position: 'defense' }] } });
    const x = attack(d, 'Kuriboh', MARSH);
    expect(me(x).lp).toBe(8000 - 200 - 1000);
  });

  it('when it attacks, nothing', () => {
    const d = duelOf({ me: { monsters: [{ card: MARSH }] }, opp: { monsters: [{ card: 'Kuriboh', faceUp: false, position: 'defense' }] } });
    const x = attack(d, MARSH, 'Kuriboh');
    expect(me(x).lp).toBe(8000);
    expect(opp(x).lp).toBe(8000);
  });
});
