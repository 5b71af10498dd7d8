// YZ-Tank Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '25119460',
  name: 'YZ-Tank Dragon',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 6,
  atk: 2100,
  def: 2200,
  text: 'Fusion of Y-Dragon Head and Z-Metal Tank, Special Summoned from your Extra Deck only by banishing those two monsters from your field (no Polymerization); it cannot be Special Summoned from the Graveyard. In your Main Phase: you can discard 1 card, then target 1 face-down monster your opponent controls; destroy it.',
  // "Y-Dragon Head" + "Z-Metal Tank": Special Summoned from your Extra Deck only by banishing them from your field (no Polymerization)
  materials: { kind: 'fusion', names: ['Y-Dragon Head', 'Z-Metal Tank'], contact: 'banishFromField' },
  // Cannot be Special Summoned from the GY (as the 2005 card: see docs/goat.md)
  effects: [
    {
      // Discard 1 card; target 1 face-down monster your opponent controls; destroy that target
      kind: 'ignition',
      label: 'Discard 1 card: destroy 1 face-down monster your opponent controls',
      declares: ['discard', 'destroy'],
      cost: {
        can: (ctx) => ctx.hand('mine').length > 0,
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Choose a card to discard for YZ-Tank Dragon', ctx.hand('mine'))]),
      },
      targets: [{ prompt: 'Choose a face-down monster your opponent controls to destroy', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && !ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent && !ctx.isFaceUp(target)) ctx.destroy([target]);
      },
    },
    {
      // Must be Fusion Summoned: cannot be Special Summoned from the GY.
      kind: 'condition',
      label: 'Cannot be Special Summoned from the Graveyard',
      rules: [{ code: 'cannotBeSpecialSummonedFromGraveyard' }],
    },
  ],
} satisfies CardDefinition;
