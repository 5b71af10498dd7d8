import { describe, expect, it } from 'vitest';
import { duelOf, idOf, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * "Has its ATK halved" (rule code `halvesAtk`, stats.ts `halved`): asked of the face-up cards on the field that
 * declare it, after every other change to the monster's ATK (the printed ATK, its own original, Equip Cards,
 * changes until the end of the turn), rounded down, once for each card halving it; it ends when that card leaves
 * or is negated. Witness: Mirror Wall (the monsters it keeps, those that attacked while it was face-up).
 */
describe('ATK halved (halvesAtk)', () => {
  const battle = (walls: number, extra: { spellTraps?: { card: string; faceUp: boolean; equippedTo?: number }[] } = {}) =>
    toBattle(duelOf({
      turnPlayer: 1,
      me: { spellTraps: Array.from({ length: walls }, () => ({ card: 'Mirror Wall', faceUp: true })) },
      opp: { monsters: [{ card: 'Summoned Skull' }], ...extra },
    }));

  it('halves the ATK with every other change applied', () => {
    const d = battle(1, { spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 0 }] });
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' }));
    expect(opp(x).monsters[0]?.atk).toBe(1750);
  });

  it('two cards halving it halve it twice, rounding down', () => {
    const d = battle(2);
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' }));
    expect(opp(x).monsters[0]?.atk).toBe(625);
  });

  it('no card halving it: the ATK is unchanged', () => {
    const d = battle(0);
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' }));
    expect(opp(x).monsters[0]?.atk).toBe(2500);
  });
});
