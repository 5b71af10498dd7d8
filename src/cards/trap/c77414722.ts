// Magic Jammer
import type { CardDefinition } from '../../engine/card';
import { negateCardActivation } from '../../engine/effects/library';

export default {
  passcode: '77414722',
  name: 'Magic Jammer',
  frame: 'trap',
  subtype: ['counter'],
  text: 'When a Spell Card is activated: discard 1 card; negate that activation, and if you do, destroy that card.',
  effects: [
    // When a Spell Card is activated: discard 1 card; negate the activation, and if you do, destroy it
    negateCardActivation(['spell'], {
      can: (ctx) => ctx.hand('mine').length >= 1,
      pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Discard 1 card to activate Magic Jammer', ctx.hand('mine'))]),
    }),
  ],
} satisfies CardDefinition;
