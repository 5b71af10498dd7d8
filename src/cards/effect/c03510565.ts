// Stealth Bird
import type { CardDefinition } from '../../engine/card';
import { flipSummonedThis, turnSelfFaceDown } from '../../engine/effects/library';

export default {
  passcode: '03510565',
  name: 'Stealth Bird',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Winged Beast',
  level: 3,
  atk: 700,
  def: 1700,
  text: 'Once per turn: you can turn this card face-down in Defense Position. When it is Flip Summoned: your opponent takes 1000 damage.',
  effects: [
    // Once per turn: You can change this card to face-down Defense Position
    turnSelfFaceDown('Stealth Bird'),
    {
      // When this card is Flip Summoned: inflict 1000 damage to your opponent
      kind: 'trigger',
      label: 'Inflict 1000 damage',
      declares: ['damage'],
      when: flipSummonedThis,
      resolve: (ctx) => ctx.damage(ctx.opponent, 1000),
    },
  ],
} satisfies CardDefinition;
