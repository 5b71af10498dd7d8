// Breaker the Magical Warrior
import type { CardDefinition } from '../../engine/card';
import { holdsSpellCounters, isSummonOf, removeSpellCountersCost } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

/** The Spell Counters on this card (0 off the field). */
const countersOn = (ctx: QueryContext, card: string): number => {
  for (const ps of ctx.duel.players) for (const s of ps.monsters) if (s?.card === card) return s.counters ?? 0;
  return 0;
};

export default {
  passcode: '71413901',
  name: 'Breaker the Magical Warrior',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1600,
  def: 1000,
  text: 'When this card is Normal Summoned: place 1 Spell Counter on it (it can hold only 1). It gains 300 ATK for each Spell Counter on it. You can remove 1 Spell Counter from it to target 1 Spell or Trap Card on the field; destroy it.',
  effects: [
    {
      // If this card is Normal Summoned: place 1 Spell Counter on it (max. 1)
      kind: 'trigger',
      label: 'Place 1 Spell Counter on Breaker the Magical Warrior',
      declares: ['counter'],
      when: (ctx, e) => isSummonOf(e, ['normal', 'tribute']) && 'card' in e && e.card === ctx.card,
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) !== null && ctx.isFaceUp(ctx.card) && countersOn(ctx, ctx.card) < 1) ctx.changeCounters(ctx.card, 1);
      },
    },
    {
      // This card gains 300 ATK for each Spell Counter on it
      kind: 'continuous',
      label: '+300 ATK for each Spell Counter on it',
      modifiers: (ctx) => {
        const counters = countersOn(ctx, ctx.card);
        return counters > 0 ? [{ applies: (c) => c === ctx.card, atk: 300 * counters }] : [];
      },
    },
    {
      // You can remove 1 Spell Counter from this card, then target 1 Spell/Trap on the field; destroy that target
      kind: 'ignition',
      label: 'Remove 1 Spell Counter: destroy 1 Spell or Trap Card on the field',
      declares: ['counter', 'destroy'],
      cost: removeSpellCountersCost(1),
      targets: [{ prompt: 'Choose a Spell or Trap Card on the field to destroy', from: 'spellTraps' }],
      resolve: (ctx) => {
        ctx.destroy(ctx.targets);
      },
    },
    holdsSpellCounters(1),
  ],
} satisfies CardDefinition;
