import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { CARD_POOL } from '../../cards';
import { createEngine } from '../engine';
import { pendulumScales } from '../pendulum';
import type { Duel } from '../state';
import { FILLER } from './dsl';

/*
 * "You can make this card's Pendulum Scale become 7 until the end of this turn" (Performapal Parrotrio): the recorded
 * rule `pendulumScaleBecomes` about the card, its key the Scale, read by continuous.ts `currentScale` (so by the
 * Pendulum Summon's range: rulebook v9.1 "Pendulum Summon", "between the Pendulum Scales"). It ends with the turn, or as
 * the card leaves its zone.
 */
const SWING: CardDefinition = {
  passcode: '90000364', name: 'Test Scale Swing', frame: 'pendulum', subtype: ['effect'], attribute: 'WIND', monsterType: 'Beast', level: 3, scale: 2, atk: 500, def: 500,
  text: 'Pendulum Effect: once per turn, you can make this card\'s Pendulum Scale become 7 until the end of this turn.',
  effects: [{
    kind: 'ignition', range: 'pendulumZone', label: 'Scale 7 this turn', declares: [], oncePerTurn: 'card',
    resolve: (ctx) => ctx.applyRule('pendulumScaleBecomes', { player: ctx.player, card: ctx.card, key: '7' }, 'thisTurn'),
  }],
};
const engine = createEngine([...CARD_POOL, SWING]);
const pass = (d: Duel): Duel => {
  let x = d;
  while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
  return x;
};

describe('pendulumScaleBecomes', () => {
  const d = engine.loadScenario({
    turn: 3, turnPlayer: 0, phase: 'main1',
    players: [{ deck: FILLER(), pendulum: ['Test Scale Swing', 'Stargazer Magician'] }, { deck: FILLER() }],
  });
  const swing = d.players[0].pendulum[0]!.card;
  const changed = pass(engine.applyAction(d, { type: 'activate', card: swing, effect: 0 }));

  it('the Scale becomes the rule\'s number: Scales 7 and 4 (Stargazer beside a non-"Magician")', () => {
    expect(pendulumScales(d, 0)).toEqual([2, 4]);
    expect(pendulumScales(changed, 0)).toEqual([4, 7]);
  });

  it('it lasts until the end of this turn', () => {
    let x = pass(engine.applyAction(changed, { type: 'nextPhase', to: 'end' }));
    expect(x.turn).toBe(4);
    expect(pendulumScales(x, 0)).toEqual([2, 4]);
    x = pass(engine.applyAction(x, { type: 'nextPhase', to: 'end' }));
    expect(pendulumScales(x, 0)).toEqual([2, 4]);
  });
});
