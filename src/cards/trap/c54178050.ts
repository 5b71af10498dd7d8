// Dragon's Rage
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '54178050',
  name: "Dragon's Rage",
  frame: 'trap',
  subtype: ['continuous'],
  text: 'While this card stays face-up, when a Dragon monster you control attacks a Defense Position monster whose DEF is lower than its ATK, your opponent takes the difference as piercing battle damage.',
  effects: [
    {
      // During battle between an attacking Dragon monster you control and a Defense Position monster whose DEF is
      // lower than its ATK, inflict the difference as Battle Damage to your opponent.
      kind: 'activation',
      label: 'Your attacking Dragon monsters inflict piercing battle damage',
      declares: ['damage'],
      rules: [
        {
          code: 'piercing',
          applies: (ctx, attacker) => ctx.controllerOf(attacker) === ctx.player && ctx.definition(attacker).monsterType === 'Dragon',
        },
      ],
    },
  ],
} satisfies CardDefinition;
