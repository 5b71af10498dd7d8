// Chiron the Mage
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';

export default {
  passcode: '16956455',
  name: 'Chiron the Mage',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast-Warrior',
  level: 4,
  atk: 1800,
  def: 1000,
  text: 'Once per turn: you can discard 1 Spell Card to target 1 Spell or Trap Card your opponent controls; destroy it.',
  effects: [
    {
      // Once per turn: You can discard 1 Spell, then target 1 Spell/Trap your opponent controls; destroy that target
      kind: 'ignition',
      label: 'Discard 1 Spell Card: destroy 1 Spell or Trap Card your opponent controls',
      declares: ['discard', 'destroy'],
      oncePerTurn: 'card',
      cost: discardOneCost('Chiron the Mage', (ctx, c) => ctx.definition(c).frame === 'spell'),
      targets: [{ prompt: 'Choose a Spell or Trap Card your opponent controls', from: 'spellTraps', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        ctx.destroy(ctx.targets);
      },
    },
  ],
} satisfies CardDefinition;
