// Skill Drain
import type { CardDefinition } from '../../engine/card';
import { payLpCost } from '../../engine/effects/library';

export default {
  passcode: '82732705',
  name: 'Skill Drain',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'As a cost, pay 1000 LP. While this card stays face-up, the effects of every face-up monster on the field are negated while it is face-up there; their effects can still be activated (and do nothing if they resolve on the field).',
  effects: [
    {
      // Activate by paying 1000 Life Points. The effects of all face-up monsters on the field are negated.
      kind: 'activation',
      label: 'Pay 1000 LP: negate the effects of all face-up monsters on the field',
      declares: ['negate'],
      cost: payLpCost(1000),
      // Asked of cards on the field: a face-up monster there (not one in the hand or the Graveyard).
      rules: [{ code: 'negatesEffects', applies: (ctx, card) => ctx.monsters().includes(card) && ctx.isFaceUp(card) }],
    },
  ],
} satisfies CardDefinition;
