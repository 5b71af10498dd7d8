import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { CARD_POOL } from '../../cards';
import { createEngine } from '../engine';
import type { Duel } from '../state';
import { FILLER } from './dsl';

/*
 * "If this card would be destroyed, you can remove 1 Spell Counter from this card instead" (Magical Citadel of Endymion;
 * ygopro EFFECT_DESTROY_REPLACE with SelectEffectYesNo): rule code `counterRemovedInsteadOfDestruction`, an optional
 * replacement (continuous.ts `destructionReplacements`, pays 'ownCounter'), asked of the card's controller as Return of
 * the Dragon Lords' banishing is: by a card effect inside the resolving Chain Link, by battle before the battle's
 * monsters leave. "remove" takes 1 counter off and the card stays; "destroy" lets it go; with no counter nothing is asked.
 */
const KEEP: CardDefinition = {
  passcode: '90003301', name: 'Test Counter Keep', frame: 'effect', attribute: 'LIGHT', monsterType: 'Spellcaster', level: 4, atk: 1000, def: 1000,
  text: 'If this card would be destroyed, you can remove 1 Spell Counter from it instead.',
  effects: [{ kind: 'continuous', label: 'Remove 1 Spell Counter instead', rules: [{ code: 'counterRemovedInsteadOfDestruction', applies: () => true }] }],
};
const engine = createEngine([...CARD_POOL, KEEP]);
const pass = (x: Duel): Duel => {
  while (x.flow.window && !x.flow.prompt) x = engine.applyAction(x, { type: 'pass' });
  return x;
};
const keepOf = (x: Duel) => x.players[0].monsters.find((m) => m?.card === x.players[0].monsters[0]?.card) ?? null;

function darkHole(counters: number): Duel {
  const d = engine.loadScenario({
    turn: 3, turnPlayer: 0, phase: 'main1',
    players: [{ deck: FILLER(), hand: ['Dark Hole'], monsters: [{ card: 'Test Counter Keep', counters }, { card: 'Celtic Guardian' }] }, { deck: FILLER() }],
  });
  return pass(engine.applyAction(d, { type: 'activate', card: d.players[0].hand[0]! }));
}

describe('counterRemovedInsteadOfDestruction', () => {
  it('by a card effect: its controller is asked; "remove" keeps it with 1 counter fewer, the others are destroyed', () => {
    const x = darkHole(2);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['remove', 'destroy'] });
    const y = pass(engine.applyAction(x, { type: 'select', option: 'remove' }));
    expect(keepOf(y)).toMatchObject({ counters: 1 });
    expect(y.players[0].monsters[1]).toBeNull();
    expect(y.events).toContainEqual({ type: 'notDestroyed', card: keepOf(y)!.card });
  });

  it('"destroy" lets it be destroyed; with no counter nothing is asked', () => {
    const x = pass(engine.applyAction(darkHole(1), { type: 'select', option: 'destroy' }));
    expect(x.players[0].monsters.every((m) => m === null)).toBe(true);
    const none = darkHole(0);
    expect(none.flow.prompt).toBeNull();
    expect(none.players[0].monsters.every((m) => m === null)).toBe(true);
  });

  it('by battle: asked before the battle\'s monsters leave; "remove" keeps it', () => {
    const d = engine.loadScenario({
      turn: 4, turnPlayer: 1, phase: 'main1',
      players: [{ deck: FILLER(), monsters: [{ card: 'Test Counter Keep', counters: 1 }] }, { deck: FILLER(), monsters: [{ card: 'Summoned Skull' }] }],
    });
    let x = pass(engine.applyAction(d, { type: 'nextPhase', to: 'battle' }));
    x = pass(engine.applyAction(x, { type: 'attack', card: d.players[1].monsters[0]!.card, target: d.players[0].monsters[0]!.card }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['remove', 'destroy'] });
    x = pass(engine.applyAction(x, { type: 'select', option: 'remove' }));
    expect(x.players[0].monsters[0]).toMatchObject({ counters: 0 });
    expect(x.players[0].graveyard).toEqual([]);
  });
});
