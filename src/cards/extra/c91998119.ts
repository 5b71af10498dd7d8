// XYZ-Dragon Cannon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '91998119',
  name: 'XYZ-Dragon Cannon',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 8,
  atk: 2800,
  def: 2600,
  text: '"X-Head Cannon" + "Y-Dragon Head" + "Z-Metal Tank". Special Summoned from your Extra Deck only by banishing those cards from your field (no "Polymerization"); it cannot be Special Summoned from the Graveyard. You can discard 1 card to target 1 card your opponent controls; destroy it.',
  // "X-Head Cannon" + "Y-Dragon Head" + "Z-Metal Tank": must first be Special Summoned from your Extra Deck by banishing them from your field (no Polymerization)
  materials: { kind: 'fusion', names: ['X-Head Cannon', 'Y-Dragon Head', 'Z-Metal Tank'], contact: 'banishFromField' },
  effects: [
    {
      // Discard 1 card; target 1 card your opponent controls; destroy that target
      kind: 'ignition',
      label: 'Discard 1 card: destroy 1 card your opponent controls',
      declares: ['discard', 'destroy'],
      cost: {
        can: (ctx) => ctx.hand('mine').length > 0,
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Choose a card to discard for XYZ-Dragon Cannon', ctx.hand('mine'))]),
      },
      targets: [{ prompt: 'Choose a card your opponent controls to destroy', from: 'field', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target) ctx.destroy([target]);
      },
    },
    {
      // Cannot be Special Summoned from the GY.
      kind: 'condition',
      label: 'Cannot be Special Summoned from the Graveyard',
      rules: [{ code: 'cannotBeSpecialSummonedFromGraveyard' }],
    },
  ],
} satisfies CardDefinition;
