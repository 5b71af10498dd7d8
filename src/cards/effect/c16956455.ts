// Chiron the Mage
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

const spellsInHand = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => ctx.definition(c).frame === 'spell');

export default {
  passcode: '16956455',
  name: 'Chiron the Mage',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast-Warrior',
  level: 4,
  atk: 1800,
  def: 1000,
  text: 'Once per turn: you can discard a Spell Card to target a Spell or Trap Card your opponent controls and destroy it.',
  effects: [
    {
      // Once per turn: You can discard 1 Spell Card, then target 1 Spell/Trap Card your opponent controls; destroy that target
      kind: 'ignition',
      label: 'Discard a Spell Card: destroy 1 Spell or Trap Card your opponent controls',
      declares: ['destroy', 'discard'],
      oncePerTurn: 'card',
      cost: {
        can: (ctx) => spellsInHand(ctx).length > 0,
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Discard a Spell Card', spellsInHand(ctx))]),
      },
      targets: [{ prompt: 'Choose a Spell or Trap Card your opponent controls', from: 'spellTraps', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => ctx.destroy(ctx.targets),
    },
  ],
} satisfies CardDefinition;
