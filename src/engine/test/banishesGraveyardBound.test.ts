import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Duel } from '../state';
import { passAllWith } from './dsl';

/*
 * Rule code banishesGraveyardBound (Banisher of the Light): a card that would be sent to a Graveyard is banished
 * instead, asked about each card (the rule's answer) before it moves, wherever it comes from. A made-up pool:
 * Test Banisher banishes the Graveyard-bound cards whose frame is 'spell' or 'normal'.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000501', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  {
    passcode: '90000502', name: 'Test Banisher', frame: 'effect', attribute: 'LIGHT', monsterType: 'Fairy', level: 3, atk: 100, def: 2000, text: 'Spells and Normal Monsters sent to the GY are banished instead.',
    effects: [{ kind: 'continuous', label: 'Banish', rules: [{ code: 'banishesGraveyardBound', applies: (ctx, card) => ['spell', 'normal'].includes(ctx.definition(card).frame) }] }],
  },
  {
    passcode: '90000503', name: 'Test Hole', frame: 'spell', subtype: ['normal'], text: 'Destroy all monsters.',
    effects: [{ kind: 'activation', label: 'Destroy', declares: ['destroy'], resolve: (ctx) => ctx.destroy([...ctx.monsters('mine'), ...ctx.monsters('theirs')]) }],
  },
  { passcode: '90000504', name: 'Test Calm', frame: 'spell', subtype: ['normal'], text: 'Gain 100 LP.', effects: [{ kind: 'activation', label: 'Gain', declares: ['recover'], resolve: (ctx) => ctx.gainLp(ctx.player, 100) }] },
];
const engine = createEngine(POOL);
const settle = (duel: Duel): Duel => passAllWith(engine.applyAction, duel);

describe('banishesGraveyardBound', () => {
  it('the cards its answer names are banished instead of going to the Graveyard, also those leaving with its source; its source left, a card resolving later goes to the Graveyard', () => {
    const duel = engine.loadScenario({ players: [{ hand: ['Test Hole'], monsters: [{ card: 'Test Soldier' }] }, { monsters: [{ card: 'Test Banisher' }, { card: 'Test Soldier' }] }] });
    const x = settle(engine.applyAction(duel, { type: 'activate', card: duel.players[0].hand[0]! }));
    const soldier0 = duel.players[0].monsters[0]!.card;
    const [banisher, soldier1] = [duel.players[1].monsters[0]!.card, duel.players[1].monsters[1]!.card];
    expect(x.players[0].banished).toEqual([soldier0]);
    expect(x.players[1].banished).toEqual([soldier1]);
    // The answer says no for an Effect Monster: the Banisher itself goes to the Graveyard.
    expect(x.players[1].graveyard).toEqual([banisher]);
    expect(x.players[0].graveyard).toEqual([duel.players[0].hand[0]]);
  });

  it('while its source stays face-up, a Spell that resolves is banished; face-down, it is not', () => {
    for (const faceUp of [true, false]) {
      const duel = engine.loadScenario({ players: [{ hand: ['Test Calm'] }, { monsters: [{ card: 'Test Banisher', faceUp, position: 'defense' }] }] });
      const calm = duel.players[0].hand[0]!;
      const x = settle(engine.applyAction(duel, { type: 'activate', card: calm }));
      expect(x.players[0].banished).toEqual(faceUp ? [calm] : []);
      expect(x.players[0].graveyard).toEqual(faceUp ? [] : [calm]);
    }
  });
});
