// Guardian Sphinx
import type { CardDefinition } from '../../engine/card';
import { flipSummonedThis, turnSelfFaceDown } from '../../engine/effects/library';

export default {
  passcode: '40659562',
  name: 'Guardian Sphinx',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 5,
  atk: 1700,
  def: 2400,
  text: 'Once per turn: you can turn this card face-down in Defense Position. When it is Flip Summoned: return every monster your opponent controls to the hand.',
  effects: [
    // Once per turn: You can change this card to face-down Defense Position
    turnSelfFaceDown('Guardian Sphinx'),
    {
      // When this card is Flip Summoned: return all monsters your opponent controls to the hand
      kind: 'trigger',
      label: 'Return all monsters your opponent controls to the hand',
      declares: ['toHand'],
      when: flipSummonedThis,
      resolve: (ctx) => {
        const theirs = ctx.monsters('theirs');
        if (theirs.length > 0) ctx.returnToHand(theirs);
      },
    },
  ],
} satisfies CardDefinition;
