import { describe, expect, it } from 'vitest';
import { applyAction, type Duel } from '..';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';
import { damageTimingOf } from '../turn';

/*
 * "Before damage calculation" as a timing for Trigger effects (event `beforeDamageCalculation`, battle.ts
 * `beforeDamageCalculation`): once a face-down target has been flipped, the Triggers it sets off (Reflect
 * Bounder's "when this card is attacked ..., before damage calculation") form a Chain of their own; once it is
 * over, the window before damage calculation opens (turn player first), and the events held meanwhile (the
 * flipped target's Flip effect) wait for the end of the Damage Step as before. Witness: Reflect Bounder.
 */
const attackBounder = (opts: { lp?: number } = {}): Duel => {
  // The attacker's player holds a Set Rush Recklessly, so the window before damage calculation opens for them.
  const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Reflect Bounder' }] }, opp: { lp: opts.lp ?? 8000, monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Rush Recklessly', faceUp: false }] } });
  return play(toBattle(d), { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Reflect Bounder') });
};

describe('Before damage calculation', () => {
  it('its Trigger resolves before the window before damage calculation opens, and before any battle damage', () => {
    let x = attackBounder();
    // Pass one window at a time until the one before damage calculation (the Trigger's own Chain answered first).
    while (x.flow.window && (damageTimingOf(x.flow.turnState) !== 'beforeCalculation' || x.flow.chain.length > 0)) {
      if (x.flow.chain.length > 0) expect(opp(x).lp).toBe(8000);
      x = applyAction(x, { type: 'pass' });
    }
    expect(damageTimingOf(x.flow.turnState)).toBe('beforeCalculation');
    expect(x.flow.chain).toEqual([]);
    expect(x.flow.window).not.toBeNull();
    expect(opp(x).lp).toBe(8000 - 1400);
    expect(x.events.some((e) => e.type === 'battleDamage' || e.type === 'damageCalculated')).toBe(false);
    x = passAll(x);
    expect(opp(x).lp).toBe(8000 - 1400 - 300);
  });

  it('damage that ends the duel there ends it before damage calculation', () => {
    const x = passAll(attackBounder({ lp: 1000 }));
    expect(x.winner).toBe(0);
    expect(x.events.some((e) => e.type === 'damageCalculated')).toBe(false);
  });

  it('a face-down target is flipped before it; its Flip effect still waits for the end of the Damage Step', () => {
    // Man-Eater Bug (DEF 600) is flipped by Celtic Guardian's attack and destroyed; its Flip effect then destroys the attacker.
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Man-Eater Bug', position: 'defense', faceUp: false }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Man-Eater Bug') }));
    expect(me(x).graveyard).toEqual(['Man-Eater Bug']);
    while (x.flow.prompt) x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Celtic Guardian', 1)] }));
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
  });
});
