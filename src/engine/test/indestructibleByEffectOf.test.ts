import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Duel } from '../state';
import { passAllWith } from './dsl';

/*
 * Rule code indestructibleByEffectOf: a card that cannot be destroyed by some card effects, asked with the
 * effect's card and whether that effect targets it (Different Dimension Dragon). A made-up pool: Test Wall
 * cannot be destroyed by a Spell's effect that does not target it.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000301', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  {
    passcode: '90000302', name: 'Test Wall', frame: 'effect', attribute: 'EARTH', monsterType: 'Rock', level: 4, atk: 0, def: 2000, text: 'Not destroyed by an untargeting Spell.',
    effects: [{ kind: 'continuous', label: 'Not destroyed', rules: [{ code: 'indestructibleByEffectOf', applies: (ctx, by) => !by.targeted && ctx.definition(by.card).frame === 'spell' }] }],
  },
  {
    passcode: '90000303', name: 'Test Hole', frame: 'spell', subtype: ['normal'], text: 'Destroy all monsters.',
    effects: [{ kind: 'activation', label: 'Destroy', declares: ['destroy'], resolve: (ctx) => ctx.destroy([...ctx.monsters('mine'), ...ctx.monsters('theirs')]) }],
  },
  {
    passcode: '90000304', name: 'Test Shot', frame: 'spell', subtype: ['normal'], text: 'Target 1 monster; destroy it.',
    effects: [{ kind: 'activation', label: 'Destroy', declares: ['destroy'], targets: [{ prompt: 'Choose', from: 'monsters' }], resolve: (ctx) => ctx.destroy(ctx.targets) }],
  },
];
const engine = createEngine(POOL);
const settle = (duel: Duel): Duel => passAllWith(engine.applyAction, duel);
const start = (spell: string) => engine.loadScenario({ players: [{ hand: [spell], monsters: [{ card: 'Test Soldier' }] }, { monsters: [{ card: 'Test Wall' }] }] });

describe('indestructibleByEffectOf', () => {
  it("a Spell's effect that does not target it leaves it on the field, and destroys the others", () => {
    const duel = start('Test Hole');
    const x = settle(engine.applyAction(duel, { type: 'activate', card: duel.players[0].hand[0]! }));
    expect(x.players[1].monsters[0]?.card).toBe(duel.players[1].monsters[0]!.card);
    expect(x.players[0].monsters[0]).toBeNull();
    expect(x.events.some((e) => e.type === 'notDestroyed' && e.card === duel.players[1].monsters[0]!.card)).toBe(true);
  });

  it('a Spell that targets it destroys it', () => {
    const duel = start('Test Shot');
    const wall = duel.players[1].monsters[0]!.card;
    const x = settle(engine.applyAction(engine.applyAction(duel, { type: 'activate', card: duel.players[0].hand[0]! }), { type: 'select', ids: [wall] }));
    expect(x.players[1].graveyard).toEqual([wall]);
  });
});
