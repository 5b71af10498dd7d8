import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Duel } from '../state';
import { passAllWith } from './dsl';

/*
 * Recorded rule code counterRemovedInstead (Magic Reflector): if the card would be destroyed by a card effect,
 * 1 counter is removed from it instead, once per rule recorded; without a counter left it is destroyed. A made-up pool.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000401', name: 'Test Lamp', frame: 'spell', subtype: ['continuous'], text: 'It stays.', effects: [{ kind: 'activation', label: 'Stay' }] },
  {
    passcode: '90000402', name: 'Test Shield', frame: 'spell', subtype: ['normal'], text: 'Counter on a Spell, removed instead of its destruction.',
    effects: [{
      kind: 'activation', label: 'Shield', declares: ['counter'], targets: [{ prompt: 'Choose', from: 'spellTraps', other: true }],
      resolve: (ctx) => {
        ctx.changeCounters(ctx.targets[0]!, 1);
        ctx.applyRule('counterRemovedInstead', { player: ctx.player, card: ctx.targets[0]! }, 'duel');
      },
    }],
  },
  {
    passcode: '90000403', name: 'Test Breaker', frame: 'spell', subtype: ['normal'], text: 'Destroy 1 Spell/Trap.',
    effects: [{ kind: 'activation', label: 'Destroy', declares: ['destroy'], targets: [{ prompt: 'Choose', from: 'spellTraps', other: true }], resolve: (ctx) => ctx.destroy(ctx.targets) }],
  },
];
const engine = createEngine(POOL);
const settle = (duel: Duel): Duel => passAllWith(engine.applyAction, duel);
const cast = (duel: Duel, spell: string, target: string): Duel => settle(engine.applyAction(engine.applyAction(duel, { type: 'activate', card: spell }), { type: 'select', ids: [target] }));

describe('counterRemovedInstead', () => {
  it('the card stays and loses the counter the first time; then it is destroyed', () => {
    const duel = engine.loadScenario({ players: [{ hand: ['Test Shield', 'Test Breaker', 'Test Breaker'], spellTraps: [{ card: 'Test Lamp', faceUp: true }] }, {}] });
    const [shield, breaker1, breaker2] = duel.players[0].hand as [string, string, string];
    const lamp = duel.players[0].spellTraps[0]!.card;
    let x = cast(duel, shield, lamp);
    expect(x.players[0].spellTraps[0]).toMatchObject({ card: lamp, counters: 1 });
    expect(x.rules.some((r) => r.code === 'counterRemovedInstead' && r.card === lamp)).toBe(true);
    x = cast(x, breaker1, lamp);
    expect(x.players[0].spellTraps[0]).toMatchObject({ card: lamp, counters: 0 });
    expect(x.rules.some((r) => r.code === 'counterRemovedInstead')).toBe(false);
    x = cast(x, breaker2, lamp);
    expect(x.players[0].graveyard).toContain(lamp);
  });

  it('a card with no such rule is destroyed, whatever counters it holds', () => {
    const duel = engine.loadScenario({ players: [{ hand: ['Test Breaker'], spellTraps: [{ card: 'Test Lamp', faceUp: true, counters: 2 }] }, {}] });
    const lamp = duel.players[0].spellTraps[0]!.card;
    const x = cast(duel, duel.players[0].hand[0]!, lamp);
    expect(x.players[0].graveyard).toContain(lamp);
  });
});
