// Enraged Battle Ox
import type { CardDefinition } from '../../engine/card';

const PIERCING_TYPES: readonly string[] = ['Beast', 'Beast-Warrior', 'Winged Beast'];

export default {
  passcode: '76909279',
  name: 'Enraged Battle Ox',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast-Warrior',
  level: 4,
  atk: 1700,
  def: 1000,
  text: 'Each Beast, Beast-Warrior and Winged Beast monster you control (this card too) inflicts piercing battle damage: when it attacks a Defense Position monster whose DEF is lower than its ATK, your opponent takes the difference.',
  effects: [
    {
      // If a Beast, Beast-Warrior, or Winged Beast monster you control attacks a Defense Position monster, inflict piercing battle damage
      kind: 'continuous',
      label: 'Your Beast, Beast-Warrior and Winged Beast monsters inflict piercing battle damage',
      rules: [{
        code: 'piercing',
        applies: (ctx, attacker) => ctx.controllerOf(attacker) === ctx.player && ctx.isFaceUp(attacker) && PIERCING_TYPES.includes(ctx.definition(attacker).monsterType ?? ''),
      }],
    },
  ],
} satisfies CardDefinition;
