import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { CARD_POOL } from '../../cards';
import { createEngine } from '../engine';
import type { Duel } from '../state';
import { FILLER } from './dsl';

/*
 * "Any battle damage you take becomes halved" (Performapal Momoncarpet in its Pendulum Zone; ygopro's
 * EFFECT_CHANGE_BATTLE_DAMAGE with HALF_DAMAGE): rule code `halvesBattleDamageTaken`, a field rule asked of the player
 * who takes the battle damage (battle.ts), after it is doubled; the other player's is not halved.
 */
const CUSHION: CardDefinition = {
  passcode: '90000365', name: 'Test Cushion', frame: 'spell', subtype: ['continuous'], text: 'The battle damage you take is halved.',
  effects: [{ kind: 'activation', label: 'Halve your battle damage', declares: [], rules: [{ code: 'halvesBattleDamageTaken', applies: (ctx, player) => player === ctx.player }] }],
};
const engine = createEngine([...CARD_POOL, CUSHION]);
const pass = (d: Duel): Duel => {
  let x = d;
  while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
  return x;
};
function attack(turnPlayer: 0 | 1, cushion: boolean, attacker: string, target: string | 'direct'): Duel {
  const d = engine.loadScenario({
    turn: 3, turnPlayer, phase: 'main1',
    players: [
      { deck: FILLER(), spellTraps: cushion ? [{ card: 'Test Cushion', faceUp: true }] : [], monsters: turnPlayer === 0 ? [{ card: attacker }] : target === 'direct' ? [] : [{ card: target }] },
      { deck: FILLER(), monsters: turnPlayer === 1 ? [{ card: attacker }] : target === 'direct' ? [] : [{ card: target }] },
    ],
  });
  const x = pass(engine.applyAction(d, { type: 'nextPhase', to: 'battle' }));
  const own = x.players[turnPlayer].monsters[0]!.card;
  const other = target === 'direct' ? 'direct' : x.players[turnPlayer === 0 ? 1 : 0].monsters[0]!.card;
  return pass(engine.applyAction(x, { type: 'attack', card: own, target: other }));
}

describe('halvesBattleDamageTaken', () => {
  it('the player takes half the battle damage: attacked directly, or attacking a stronger monster', () => {
    expect(engine.summary(attack(1, true, 'Summoned Skull', 'direct')).players[0].lp).toBe(8000 - 1250);
    expect(engine.summary(attack(0, true, 'Celtic Guardian', 'Summoned Skull')).players[0].lp).toBe(8000 - 550);
  });

  it('without the rule, the whole damage; the opponent\'s damage is not halved', () => {
    expect(engine.summary(attack(1, false, 'Summoned Skull', 'direct')).players[0].lp).toBe(8000 - 2500);
    expect(engine.summary(attack(0, true, 'Summoned Skull', 'Celtic Guardian')).players[1].lp).toBe(8000 - 1100);
  });
});
