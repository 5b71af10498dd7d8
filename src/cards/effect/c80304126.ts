// Magician's Valkyria
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '80304126',
  name: "Magician's Valkyria",
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1600,
  def: 1800,
  text: 'While this card is face-up on the field, your opponent cannot select any other face-up Spellcaster monster you control as an attack target.',
  effects: [
    {
      // Your opponent cannot target other Spellcaster monsters you control for attacks.
      kind: 'continuous',
      label: 'Your other Spellcaster monsters cannot be selected as attack targets',
      declares: ['restrict'],
      // Face-up ones only: a face-down monster's Type is not known (ygopro: IsFaceup).
      rules: [
        {
          code: 'cannotBeAttackTarget',
          applies: (ctx, monster) =>
            monster !== ctx.card && ctx.controllerOf(monster) === ctx.player && ctx.isFaceUp(monster) && ctx.definition(monster).monsterType === 'Spellcaster',
        },
      ],
    },
  ],
} satisfies CardDefinition;
