import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { CARD_POOL } from '../../cards';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import { FILLER } from './dsl';

/*
 * A card in a hand destroyed by a card effect (Deck Devastation Virus: "check your opponent's hand ... and
 * destroy all those monsters with 1500 or less ATK"): `ctx.destroy` takes it from the hand to its owner's
 * Graveyard, with a `destroyed` event that names no controller (it was on no field), so "destroyed on the
 * field" conditions do not read it.
 */
const RAZE: CardDefinition = {
  passcode: '90000341', name: 'Test Hand Razer', frame: 'spell', subtype: ['normal'],
  text: "Destroy every card in your opponent's hand.",
  effects: [{ kind: 'activation', label: 'Destroy their hand', declares: ['destroy'], resolve: (ctx) => void ctx.destroy(ctx.hand('theirs'), {}) }],
};
const engine = createEngine([...CARD_POOL, RAZE]);

describe('destroying a card in the hand', () => {
  const d = engine.loadScenario({
    turn: 3, turnPlayer: 0, phase: 'main1',
    players: [{ deck: FILLER(), hand: ['Test Hand Razer'] }, { deck: FILLER(), hand: ['Feral Imp', 'Pot of Greed'] }],
  });
  const razer = d.players[0].hand[0]!;
  const [imp, pot] = d.players[1].hand as [string, string];
  let x: Duel = engine.applyAction(d, { type: 'activate', card: razer });
  while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });

  it("goes to its owner's Graveyard, destroyed by the effect's player, with no controller (the event names the card whose effect did it)", () => {
    expect(engine.summary(x).players[1].hand).toEqual([]);
    expect(engine.summary(x).players[1].graveyard).toEqual(['Feral Imp', 'Pot of Greed']);
    expect(x.events).toContainEqual({ type: 'destroyed', card: imp, by: 0, byCard: razer });
    expect(x.events).toContainEqual({ type: 'destroyed', card: pot, by: 0, byCard: razer });
  });
});
