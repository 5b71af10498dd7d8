// Dark Ruler Ha Des
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '53982768',
  name: 'Dark Ruler Ha Des',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 6,
  atk: 2450,
  def: 1600,
  text: 'This card cannot be Special Summoned from the Graveyard. While it is face-up, the effects of monsters destroyed by battle with a Fiend-Type monster you control are negated.',
  effects: [
    {
      // Cannot be Special Summoned from the Graveyard
      kind: 'condition',
      label: 'Cannot be Special Summoned from the Graveyard',
      rules: [{ code: 'cannotBeSpecialSummonedFromGraveyard' }],
    },
    {
      // Negate the effects of monsters destroyed by battle with Fiend-Type monsters you control
      kind: 'continuous',
      label: 'Monsters destroyed by battle with your Fiends have their effects negated',
      declares: ['negate'],
      rules: [
        {
          code: 'negatesBattleDestroyedBy',
          applies: (ctx, battler) => ctx.controllerOf(battler) === ctx.player && ctx.isFaceUp(battler) && ctx.definition(battler).monsterType === 'Fiend',
        },
      ],
    },
  ],
} satisfies CardDefinition;
