// The Wicked Worm Beast
import type { CardDefinition } from '../../engine/card';
import { yourEndPhase } from '../../engine/effects/library';

export default {
  passcode: '06285791',
  name: 'The Wicked Worm Beast',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 3,
  atk: 1400,
  def: 700,
  text: "During the End Phase of your turn, if this card is face-up on the field: return it to its owner's hand.",
  effects: [
    {
      // During your End Phase: return this face-up card to the hand
      kind: 'trigger',
      label: 'Return this card to the hand',
      declares: ['toHand'],
      when: yourEndPhase,
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) !== null && ctx.isFaceUp(ctx.card)) ctx.returnToHand([ctx.card]);
      },
    },
  ],
} satisfies CardDefinition;
