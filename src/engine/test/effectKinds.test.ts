import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../../cards';
import { EFFECT_KINDS, type Effect } from '../effects/types';

/*
 * Effect is a union by `kind` (issue 32 §1): each kind has only its own fields, so a card cannot give an
 * effect a field its kind ignores (tsc checks every card module; these lines check the union itself).
 */
describe('Effects by kind', () => {
  it('each kind takes its own fields and refuses the others (a type check)', () => {
    const trigger: Effect = { kind: 'trigger', label: 'When summoned: draw 1', when: () => true, optional: true, range: 'graveyard' };
    const condition: Effect = { kind: 'condition', label: 'Cannot be Special Summoned from the GY', rules: [{ code: 'cannotBeSpecialSummonedFromGraveyard' }] };
    // @ts-expect-error an Ignition Effect is not set off by an event
    const ignition: Effect = { kind: 'ignition', label: 'Draw 1', when: () => true };
    // @ts-expect-error a Trigger Effect needs its event
    const noEvent: Effect = { kind: 'trigger', label: 'Draw 1' };
    // @ts-expect-error a condition is never activated: it has nothing to resolve
    const resolving: Effect = { kind: 'condition', label: 'x', rules: [], resolve: () => undefined };
    // @ts-expect-error only an Equip Spell's activation names what it may equip
    const equipping: Effect = { kind: 'continuous', label: 'x', equipTo: () => true };
    // @ts-expect-error a rule's answer takes the arguments of its code's question
    const wrongAnswer: Effect = { kind: 'continuous', label: 'x', rules: [{ code: 'protects', applies: (_ctx, _card: number) => true }] };
    expect([trigger, condition, ignition, noEvent, resolving, equipping, wrongAnswer].map((e) => e.kind)).toEqual(['trigger', 'condition', 'ignition', 'trigger', 'condition', 'continuous', 'continuous']);
  });

  it('every effect of the pool is of a listed kind, a Trigger always with its event, a condition always with rules', () => {
    for (const card of CARD_POOL) {
      for (const e of card.effects ?? []) {
        expect(EFFECT_KINDS, card.name).toContain(e.kind);
        if (e.kind === 'trigger') expect(typeof e.when, card.name).toBe('function');
        if (e.kind === 'condition') expect(e.rules.length, card.name).toBeGreaterThan(0);
      }
    }
  });
});
