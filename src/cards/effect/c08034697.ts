// Magical Marionette
import type { CardDefinition } from '../../engine/card';
import { holdsSpellCounters, removeSpellCountersCost, spellCounterEachSpell } from '../../engine/effects/library';

export default {
  passcode: '08034697',
  name: 'Magical Marionette',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 5,
  atk: 2000,
  def: 1000,
  text: 'Each time a Spell Card is activated, place 1 Spell Counter on this card when it resolves. It has 200 more ATK per Spell Counter on it. You can remove 2 Spell Counters from this card to target 1 monster on the field; destroy it.',
  effects: [
    // Each time a Spell Card is activated, place 1 Spell Counter on this card (no limit)
    spellCounterEachSpell('Magical Marionette', Number.POSITIVE_INFINITY),
    {
      // This card gains 200 ATK for each Spell Counter on it
      kind: 'continuous',
      label: '+200 ATK for each Spell Counter on it',
      modifiers: (ctx) => {
        const counters = ctx.counters(ctx.card);
        return counters > 0 ? [{ applies: (c) => c === ctx.card, atk: 200 * counters }] : [];
      },
    },
    {
      // You can remove 2 Spell Counters from this card to destroy 1 monster on the field (targets, ygopro official script)
      kind: 'ignition',
      label: 'Remove 2 Spell Counters: destroy 1 monster on the field',
      declares: ['counter', 'destroy'],
      cost: removeSpellCountersCost(2),
      targets: [{ prompt: 'Choose a monster on the field to destroy', from: 'monsters' }],
      resolve: (ctx) => {
        ctx.destroy(ctx.targets);
      },
    },
    holdsSpellCounters(),
  ],
} satisfies CardDefinition;
