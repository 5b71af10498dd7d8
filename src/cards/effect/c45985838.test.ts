import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, passWindows, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Solar Flare Dragon (texts-2016): "While you control another Pyro-Type monster, this card cannot be attacked.
 * Inflict 500 damage to your opponent during the End Phase of your turn." Rule code `cannotBeAttackTarget`
 * about itself while another face-up Pyro monster is yours; a mandatory Trigger as its controller's End Phase begins.
 */
const SOLAR = 'Solar Flare Dragon';

const attackTargets = (d: ReturnType<typeof duelOf>) => {
  const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  return legal(x, 'attack', idOf(d, 'Battle Ox', 1)).map((a) => (a.type === 'attack' ? a.target : null));
};

describe('Solar Flare Dragon', () => {
  it('cannot be attacked while you control another face-up Pyro monster (the other one can)', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: SOLAR }, { card: 'Flame Viper' }] }, opp: { monsters: [{ card: 'Battle Ox' }] } });
    const targets = attackTargets(d);
    expect(targets).not.toContain(idOf(d, SOLAR));
    expect(targets).toContain(idOf(d, 'Flame Viper'));
  });

  it('can be attacked with no other Pyro monster, or only a face-down one', () => {
    const alone = duelOf({ turnPlayer: 1, me: { monsters: [{ card: SOLAR }, { card: 'Kuriboh' }] }, opp: { monsters: [{ card: 'Battle Ox' }] } });
    expect(attackTargets(alone)).toContain(idOf(alone, SOLAR));
    const hidden = duelOf({ turnPlayer: 1, me: { monsters: [{ card: SOLAR }, { card: 'Flame Viper', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Battle Ox' }] } });
    expect(attackTargets(hidden)).toContain(idOf(hidden, SOLAR));
  });

  it('two of them shield each other', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: SOLAR }, { card: SOLAR }] }, opp: { monsters: [{ card: 'Battle Ox' }] } });
    expect(attackTargets(d)).toEqual([]);
  });

  it("in the End Phase of its controller's turn, the opponent takes 500 damage; not in the opponent's", () => {
    const d = duelOf({ me: { monsters: [{ card: SOLAR }] } });
    const mine = passAll(endTurn(d));
    expect(opp(mine).lp).toBe(8000 - 500);
    const theirs = passAll(endTurn(mine));
    expect(opp(theirs).lp).toBe(8000 - 500);
  });
});
