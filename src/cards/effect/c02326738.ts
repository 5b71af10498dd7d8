// Des Lacooda
import type { CardDefinition } from '../../engine/card';
import { flipSummonedThis, turnSelfFaceDown } from '../../engine/effects/library';

export default {
  passcode: '02326738',
  name: 'Des Lacooda',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Zombie',
  level: 3,
  atk: 500,
  def: 600,
  text: 'Once per turn: you can turn this card face-down in Defense Position. When it is Flip Summoned: draw 1 card.',
  effects: [
    // Once per turn: You can change this card to face-down Defense Position
    turnSelfFaceDown('Des Lacooda'),
    {
      // When this card is Flip Summoned: draw 1 card
      kind: 'trigger',
      label: 'Draw 1 card',
      declares: ['draw'],
      when: flipSummonedThis,
      resolve: (ctx) => ctx.draw(ctx.player, 1),
    },
  ],
} satisfies CardDefinition;
