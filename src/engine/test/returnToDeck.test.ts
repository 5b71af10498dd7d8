import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Duel } from '../state';

/*
 * Returning cards to the Deck (issue 32 §4; EffectContext.returnToDeck): on top (Phoenix Wing Wind
 * Blast), at the bottom, or shuffled in (Trap Dustshoot), always to the owner's Deck (rulebook v9.1
 * "Control/Possess": "returned to the hand or Deck, it is always returned to the … Deck of the
 * original owner"); a Fusion Monster goes to the Extra Deck instead, a Token leaves the game. Three
 * made-up Spells of a test pool return the monster the opponent controls each way.
 */
const back = (name: string, where: 'top' | 'bottom' | 'shuffle'): CardDefinition => ({
  passcode: where === 'top' ? '90000011' : where === 'bottom' ? '90000012' : '90000013', name, frame: 'spell', subtype: ['normal'], text: `Return a monster to the Deck (${where}).`,
  effects: [{
    kind: 'activation', label: `Return a monster your opponent controls to the Deck (${where})`, declares: ['toDeck'],
    targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
    resolve: (ctx) => ctx.returnToDeck(ctx.targets, where),
  }],
});
const POOL: readonly CardDefinition[] = [
  { passcode: '90000001', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  { passcode: '90000002', name: 'Test Filler', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 100, def: 100, text: 'Deck filler.' },
  back('Back On Top', 'top'), back('Back Below', 'bottom'), back('Back Within', 'shuffle'),
];
const engine = createEngine(POOL);
const FILLER = Array.from({ length: 12 }, () => 'Test Filler');

function returned(spell: string, seed = 1): { duel: Duel; soldier: string } {
  const d = engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', seed, players: [{ hand: [spell], deck: FILLER }, { monsters: [{ card: 'Test Soldier' }], deck: FILLER }] });
  const soldier = d.players[1].monsters[0]!.card;
  let x = engine.applyAction(d, { type: 'activate', card: d.players[0].hand[0]! });
  while (x.flow.prompt) x = engine.applyAction(x, { type: 'select', ids: [soldier] });
  while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
  return { duel: x, soldier };
}

describe('Returning cards to the Deck', () => {
  it('on top: the card is the next one drawn from its owner\'s Deck', () => {
    const { duel, soldier } = returned('Back On Top');
    expect(duel.players[1].deck[0]).toBe(soldier);
    expect(duel.players[1].deck).toHaveLength(13);
  });

  it('at the bottom: the card is the last one of its owner\'s Deck', () => {
    const { duel, soldier } = returned('Back Below');
    expect(duel.players[1].deck[12]).toBe(soldier);
  });

  it('shuffled in: the Deck is shuffled with the duel\'s generator (the same seed puts it in the same place, another seed elsewhere)', () => {
    const places = [1, 2, 3, 4, 5, 6].map((seed) => {
      const { duel, soldier } = returned('Back Within', seed);
      expect(duel.players[1].deck).toHaveLength(13);
      return duel.players[1].deck.indexOf(soldier);
    });
    expect(returned('Back Within', 1).duel.players[1].deck.indexOf(returned('Back Within', 1).soldier)).toBe(places[0]);
    expect(new Set(places).size).toBeGreaterThan(1);
  });
});
