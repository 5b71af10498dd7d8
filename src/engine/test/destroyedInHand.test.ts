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
 * field" conditions do not read it. A card in a Deck the same way (Crush Card Virus: "your opponent can destroy up to
 * 3 monsters ... in their Deck").
 */
const RAZE: CardDefinition = {
  passcode: '90000341', name: 'Test Hand Razer', frame: 'spell', subtype: ['normal'],
  text: "Destroy every card in your opponent's hand.",
  effects: [{ kind: 'activation', label: 'Destroy their hand', declares: ['destroy'], resolve: (ctx) => void ctx.destroy(ctx.hand('theirs'), {}) }],
};
const DECK_RAZE: CardDefinition = {
  passcode: '90000342', name: 'Test Deck Razer', frame: 'spell', subtype: ['normal'],
  text: "Destroy the top 2 cards of your opponent's Deck.",
  effects: [{ kind: 'activation', label: 'Destroy their top 2', declares: ['destroy'], resolve: (ctx) => void ctx.destroy(ctx.deck('theirs').slice(0, 2), {}) }],
};
const engine = createEngine([...CARD_POOL, RAZE, DECK_RAZE]);

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

describe('destroying a card in the Deck', () => {
  it("goes to its owner's Graveyard, destroyed by the effect's player, with no controller", () => {
    const d = engine.loadScenario({
      turn: 3, turnPlayer: 0, phase: 'main1',
      players: [{ deck: FILLER(), hand: ['Test Deck Razer'] }, { deck: ['Feral Imp', 'Pot of Greed', 'Kuriboh'], hand: [] }],
    });
    const [imp, pot] = d.players[1].deck as [string, string];
    const razer = d.players[0].hand[0]!;
    let x: Duel = engine.applyAction(d, { type: 'activate', card: razer });
    while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
    expect(engine.summary(x).players[1].deck).toBe(1);
    expect(engine.summary(x).players[1].graveyard).toEqual(['Feral Imp', 'Pot of Greed']);
    expect(x.events).toContainEqual({ type: 'destroyed', card: imp, by: 0, byCard: razer });
    expect(x.events).toContainEqual({ type: 'destroyed', card: pot, by: 0, byCard: razer });
  });
});
