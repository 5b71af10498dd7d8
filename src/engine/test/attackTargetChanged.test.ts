import { describe, expect, it } from 'vitest';
import { damageCalculation } from '../battle';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * An attack's target changed by a card effect (effects/context.ts `changeAttackTarget`; rulebook v9.1 "Damage Step" and
 * "Determining Damage"; ygopro's Duel.ChangeAttackTarget / Duel.CalculateDamage): the same attack goes on against the new
 * target, not replayed, and damage calculation is performed with it. The new target may be a monster of the attacker's own
 * controller (Ancient Lamp: "the attacking monster attacks the selected monster instead"): the battle is not ended for
 * that, and the battle damage goes to the player who controls the monster that loses, that same player.
 */
describe('An attack target changed by an effect', () => {
  it('damage calculation gives the target side\'s damage to the target\'s controller', () => {
    const own = damageCalculation({ card: 'a', controller: 1, atk: 2500 }, { card: 't', position: 'attack', atk: 1400, def: 0, controller: 1 });
    expect(own).toEqual({ destroyed: ['t'], damage: { player: 1, amount: 1100 } });
    const usual = damageCalculation({ card: 'a', controller: 1, atk: 2500 }, { card: 't', position: 'attack', atk: 1400, def: 0 });
    expect(usual.damage).toEqual({ player: 0, amount: 1100 });
  });

  it('redirected in the Damage Step to a monster of the attacker\'s controller, the battle goes on with it, not replayed', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Ancient Lamp', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian', position: 'defense' }] } });
    let x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Ancient Lamp') });
    x = passAll(x);
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] }));
    expect(x.events.some((e) => e.type === 'replay')).toBe(false);
    expect(x.events).toContainEqual({ type: 'damageCalculated', attacker: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian', 1) });
    // Defense Position (DEF 1200) against 2500: destroyed, no damage; the Lamp was not battled.
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).lp).toBe(8000);
    expect(me(x).lp).toBe(8000);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Ancient Lamp', faceUp: true });
  });
});
