import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { CARD_POOL } from '../../cards';
import { createEngine } from '../engine';
import { pendulumActivatedThisTurn, yourEndPhase } from '../effects/library';
import { PENDULUM_SCALE, type Duel } from '../state';
import { FILLER } from './dsl';

/*
 * "During the End Phase, if this card was activated this turn" (Performapal King Bear): a Pendulum Monster activated
 * as a card in a Pendulum Zone (rulebook v9.1 "Pendulum Monster Cards": "activate them as Spell Cards in your Pendulum
 * Zones") gets the turn mark `pendulumActivated` (chain.ts `activatePendulumScale`); library.ts
 * `pendulumActivatedThisTurn` reads it. One that was there already, or activated in an earlier turn, was not.
 */
const BELL: CardDefinition = {
  passcode: '90000363', name: 'Test Pendulum Bell', frame: 'pendulum', subtype: ['effect'], attribute: 'EARTH', monsterType: 'Beast', level: 4, scale: 3, atk: 1000, def: 1000,
  text: 'Pendulum Effect: during your End Phase, if this card was activated this turn, gain 500 LP.',
  effects: [{
    kind: 'trigger', range: 'pendulumZone', label: 'Gain 500 LP', declares: ['recover'],
    when: yourEndPhase, condition: (ctx) => pendulumActivatedThisTurn(ctx), resolve: (ctx) => ctx.gainLp(ctx.player, 500),
  }],
};
const engine = createEngine([...CARD_POOL, BELL]);
const pass = (d: Duel): Duel => {
  let x = d;
  while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
  return x;
};
/** On to the End Phase of the current turn and through it (its Chain resolved). */
const throughEndPhase = (d: Duel): Duel => pass(engine.applyAction(d, { type: 'nextPhase', to: 'end' }));

describe('pendulumActivatedThisTurn', () => {
  const start = (where: 'hand' | 'zone'): Duel => engine.loadScenario({
    turn: 3, turnPlayer: 0, phase: 'main1',
    players: [{ deck: FILLER(), ...(where === 'hand' ? { hand: ['Test Pendulum Bell'] } : { pendulum: ['Test Pendulum Bell', null] }) }, { deck: FILLER() }],
  });

  it('activated from the hand this turn: the End Phase condition holds', () => {
    const d = start('hand');
    const x = throughEndPhase(pass(engine.applyAction(d, { type: 'activate', card: d.players[0].hand[0]!, effect: PENDULUM_SCALE })));
    expect(engine.summary(x).players[0].lp).toBe(8500);
  });

  it('already in the Pendulum Zone: not activated this turn', () => {
    expect(engine.summary(throughEndPhase(start('zone'))).players[0].lp).toBe(8000);
  });

  it('activated in an earlier turn: not in its next turn', () => {
    const d = start('hand');
    let x = throughEndPhase(pass(engine.applyAction(d, { type: 'activate', card: d.players[0].hand[0]!, effect: PENDULUM_SCALE })));
    x = throughEndPhase(x); // the opponent's turn
    expect(engine.summary(x).turn).toBe(5);
    x = throughEndPhase(x);
    expect(engine.summary(x).players[0].lp).toBe(8500);
  });
});
