// Bad Reaction to Simochi
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '40633297',
  name: 'Bad Reaction to Simochi',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field, whenever an effect would make your opponent gain LP, your opponent takes that much damage instead.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Bad Reaction to Simochi face-up',
    },
    {
      // Any effect that would increase your opponent's LP inflicts the same amount of damage to them instead.
      kind: 'continuous',
      label: "Your opponent's LP gains from effects become damage",
      declares: ['damage'],
      rules: [{ code: 'lpGainBecomesDamage', applies: (ctx, player) => player === ctx.opponent }],
    },
  ],
} satisfies CardDefinition;
