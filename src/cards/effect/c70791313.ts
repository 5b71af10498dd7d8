// Royal Magical Library
import type { CardDefinition } from '../../engine/card';
import { holdsSpellCounters, removeSpellCountersCost, spellCounterEachSpell } from '../../engine/effects/library';

export default {
  passcode: '70791313',
  name: 'Royal Magical Library',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 0,
  def: 2000,
  text: 'Each time a Spell Card is activated, when that Spell Card resolves, place 1 Spell Counter on this card, up to 3 Spell Counters. You can remove 3 Spell Counters from this card (cost) to draw 1 card.',
  effects: [
    // Each time a Spell Card is activated, place 1 Spell Counter on this card (max. 3)
    spellCounterEachSpell('Royal Magical Library'),
    {
      // You can remove 3 Spell Counters from this card to draw 1 card
      kind: 'ignition',
      label: 'Remove 3 Spell Counters: draw 1 card',
      declares: ['draw'],
      condition: (ctx) => ctx.deck('mine').length >= 1,
      cost: removeSpellCountersCost(3),
      resolve: (ctx) => ctx.draw(ctx.player, 1),
    },
    holdsSpellCounters(3),
  ],
} satisfies CardDefinition;
