import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { CARD_POOL } from '../../cards';
import { createEngine } from '../engine';
import { activatedAsPendulumThisTurn, yourEndPhase } from '../effects/library';
import { queryContext } from '../stats';
import { PENDULUM_SCALE, type Duel } from '../state';
import { duelOf, FILLER, idOf, play } from './dsl';

/*
 * "If this card was activated this turn" (Foucault's Cannon): activating a Pendulum Monster in a Pendulum Zone (rulebook
 * v9.1 "How to Pendulum Summon": "activate Pendulum Monster Cards as Spell Cards in your Pendulum Zones") leaves the turn
 * mark `pendulumActivated` (pendulum.ts `activatePendulum`), read by library.ts `activatedAsPendulumThisTurn`. A card
 * already in the Pendulum Zone (placed in an earlier turn) was not activated this turn; the mark ends with the turn.
 */
describe('a Pendulum Monster activated in a Pendulum Zone this turn', () => {
  it('is marked for the turn it was activated in only', () => {
    const d = duelOf({ me: { hand: ['Flash Knight'], pendulum: [null, 'Stargazer Magician'] } });
    const knight = idOf(d, 'Flash Knight');
    const asked = (x: typeof d, card: string) => activatedAsPendulumThisTurn(queryContext(x, { card, player: 0, equippedTo: null }));
    expect(asked(d, knight)).toBe(false);
    const x = play(d, { type: 'activate', card: knight, effect: PENDULUM_SCALE, zone: 0 });
    expect(asked(x, knight)).toBe(true);
    // The one placed earlier was not activated this turn.
    expect(asked(x, idOf(d, 'Stargazer Magician'))).toBe(false);
    // The next turn, no longer.
    let y = play(x, { type: 'nextPhase', to: 'end' });
    while (y.turn === x.turn) y = play(y, y.flow.window ? { type: 'pass' } : { type: 'nextPhase', to: 'end' });
    expect(asked(y, knight)).toBe(false);
  });
});

/*
 * "During the End Phase, if this card was activated this turn" (Performapal King Bear): a Pendulum Monster activated
 * as a card in a Pendulum Zone (rulebook v9.1 "Pendulum Monster Cards": "activate them as Spell Cards in your Pendulum
 * Zones") gets the turn mark `pendulumActivated` (pendulum.ts `activatePendulum`); library.ts
 * `activatedAsPendulumThisTurn` reads it. One that was there already, or activated in an earlier turn, was not.
 */
const BELL: CardDefinition = {
  passcode: '90000363', name: 'Test Pendulum Bell', frame: 'pendulum', subtype: ['effect'], attribute: 'EARTH', monsterType: 'Beast', level: 4, scale: 3, atk: 1000, def: 1000,
  text: 'Pendulum Effect: during your End Phase, if this card was activated this turn, gain 500 LP.',
  effects: [{
    kind: 'trigger', range: 'pendulumZone', label: 'Gain 500 LP', declares: ['recover'],
    when: yourEndPhase, condition: (ctx) => activatedAsPendulumThisTurn(ctx), resolve: (ctx) => ctx.gainLp(ctx.player, 500),
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

describe('a Pendulum Effect asking whether its card was activated this turn', () => {
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
