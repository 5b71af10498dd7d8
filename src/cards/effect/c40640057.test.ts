import { describe, expect, it } from 'vitest';
import { attackOf } from '../../engine/draft';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, opp, passWindows, play } from '../../engine/test/dsl';

/**
 * Player `defender` holds Kuriboh; the other player (the turn player) has Summoned Skull (2500) and
 * Feral Imp (1300) and is in the Battle Phase.
 */
function battle(defender: 0 | 1, defenderMonsters: { card: string; position?: 'attack' | 'defense' }[] = []) {
  const attacker: 0 | 1 = defender === 0 ? 1 : 0;
  const side = (p: 0 | 1) => (p === defender ? { hand: ['Kuriboh'], monsters: defenderMonsters } : { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] });
  const d = duelOf({ turnPlayer: attacker, me: side(0), opp: side(1) });
  return { d, attacker, x: passWindows(play(d, { type: 'nextPhase', to: 'battle' })) };
}

const lpOf = (duel: ReturnType<typeof battle>['x'], p: 0 | 1) => (p === 0 ? me(duel) : opp(duel)).lp;
const graveyardOf = (duel: ReturnType<typeof battle>['x'], p: 0 | 1) => (p === 0 ? me(duel) : opp(duel)).graveyard;

describe.each([0, 1] as const)('Kuriboh (held by player %i)', (defender) => {
  it("a direct attack: in the Damage Step it is offered; discarded, its owner takes no battle damage from that battle, and a later battle that turn still hurts", () => {
    const { d, attacker, x: start } = battle(defender);
    const kuriboh = idOf(d, 'Kuriboh', defender);
    let x = play(start, { type: 'attack', card: idOf(d, 'Summoned Skull', attacker), target: 'direct' });
    // Not when the attack is declared: only in the Damage Step.
    while (x.flow.window && !attackOf(x)?.damageStep) {
      expect(legal(x, 'activate', kuriboh)).toEqual([]);
      x = play(x, { type: 'pass' });
    }
    expect(attackOf(x)?.damageStep).toBe(true);
    expect(x.flow.window).toMatchObject({ player: defender });
    expect(legal(x, 'activate', kuriboh)).toHaveLength(1);
    x = play(x, { type: 'activate', card: kuriboh, effect: 0 });
    expect(graveyardOf(x, defender)).toEqual(['Kuriboh']);
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(lpOf(x, defender)).toBe(8000);
    expect(summary(x)).toMatchObject({ phase: 'battle', step: 'battle' });
    // Feral Imp's direct attack afterwards is another battle: it deals its damage.
    x = play(x, { type: 'attack', card: idOf(d, 'Feral Imp', attacker), target: 'direct' });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(lpOf(x, defender)).toBe(8000 - 1300);
  });

  it('an attack on its owner\'s monster: no battle damage, though the monster is still destroyed', () => {
    const { d, attacker, x: start } = battle(defender, [{ card: 'Celtic Guardian' }]);
    const kuriboh = idOf(d, 'Kuriboh', defender);
    let x = play(start, { type: 'attack', card: idOf(d, 'Summoned Skull', attacker), target: idOf(d, 'Celtic Guardian', defender) });
    while (x.flow.window && !attackOf(x)?.damageStep) x = play(x, { type: 'pass' });
    x = play(x, { type: 'activate', card: kuriboh, effect: 0 });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(lpOf(x, defender)).toBe(8000);
    expect(graveyardOf(x, defender).sort()).toEqual(['Celtic Guardian', 'Kuriboh']);
  });

  it('passing on it: the battle damage is taken and Kuriboh stays in hand', () => {
    const { d, attacker, x: start } = battle(defender);
    let x = play(start, { type: 'attack', card: idOf(d, 'Summoned Skull', attacker), target: 'direct' });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(lpOf(x, defender)).toBe(8000 - 2500);
    expect(graveyardOf(x, defender)).toEqual([]);
  });
});

describe('Kuriboh', () => {
  it('not on its owner\'s own turn: it is not offered when its owner attacks', () => {
    const d = duelOf({ me: { hand: ['Kuriboh'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp'), target: idOf(d, 'Summoned Skull', 1) });
    while (x.flow.window) {
      expect(legal(x, 'activate', idOf(d, 'Kuriboh'))).toEqual([]);
      x = play(x, { type: 'pass' });
    }
    expect(me(x).lp).toBe(8000 - 1200);
    expect(me(x).hand).toEqual(['Kuriboh']);
  });
});
