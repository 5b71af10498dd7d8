import { describe, expect, it } from 'vitest';
import { duelOf, idOf, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * "Negate the effects of monsters destroyed by battle with <some> monsters" as a rule of a face-up card on the field
 * (rule code `negatesBattleDestroyedBy`, asked with the battling monster and the one destroyed, battle.ts
 * `destroyByBattle`, beside the battler's own `negatesBattleDestroyed`): the destroyed monster gets the turn mark
 * `effectsNegatedByBattle`, and its effects do not activate this turn (triggers.ts). Witness: Dark Ruler Ha Des
 * (with a Fiend-Type monster its controller controls).
 */
describe('Effects negated of monsters destroyed by battle with others (negatesBattleDestroyedBy)', () => {
  const attack = (attacker: string) => {
    const d = toBattle(duelOf({ me: { monsters: [{ card: 'Dark Ruler Ha Des', position: 'defense' }, { card: attacker }] }, opp: { monsters: [{ card: 'Sangan' }] } }));
    return passAll(play(d, { type: 'attack', card: idOf(d, attacker), target: idOf(d, 'Sangan', 1) }));
  };

  it('the rule answers yes for the battler: the destroyed monster is marked and its Trigger does not activate', () => {
    const x = attack('Summoned Skull');
    expect(x.marks.some((m) => m.mark === 'effectsNegatedByBattle' && m.key === idOf(x, 'Sangan', 1))).toBe(true);
    expect(x.flow.prompt).toBeNull();
  });

  it('the rule answers no: nothing is marked, the Trigger activates', () => {
    const x = attack('Celtic Guardian');
    expect(x.marks.some((m) => m.mark === 'effectsNegatedByBattle')).toBe(false);
    expect(x.flow.prompt?.player).toBe(1);
  });
});
