// XY-Dragon Cannon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '02111707',
  name: 'XY-Dragon Cannon',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 6,
  atk: 2200,
  def: 1900,
  text: 'Fusion of X-Head Cannon and Y-Dragon Head, Special Summoned from your Extra Deck only by banishing those two monsters from your field (no Polymerization); it cannot be Special Summoned from the Graveyard. In your Main Phase: you can discard 1 card, then target 1 face-up Spell or Trap Card your opponent controls; destroy it.',
  // "X-Head Cannon" + "Y-Dragon Head": Special Summoned from your Extra Deck only by banishing them from your field (no Polymerization)
  materials: { kind: 'fusion', names: ['X-Head Cannon', 'Y-Dragon Head'], contact: 'banishFromField' },
  // Cannot be Special Summoned from the GY (as the 2005 card: see docs/goat.md)
  effects: [
    {
      // Discard 1 card; target 1 face-up Spell or Trap Card your opponent controls; destroy that target
      kind: 'ignition',
      label: 'Discard 1 card: destroy 1 face-up Spell or Trap Card your opponent controls',
      declares: ['discard', 'destroy'],
      cost: {
        can: (ctx) => ctx.hand('mine').length > 0,
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Choose a card to discard for XY-Dragon Cannon', ctx.hand('mine'))]),
      },
      targets: [{ prompt: 'Choose a face-up Spell or Trap Card your opponent controls to destroy', from: 'spellTraps', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent && ctx.isFaceUp(target)) ctx.destroy([target]);
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
