// Protector of the Sanctuary
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '24221739',
  name: 'Protector of the Sanctuary',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Fiend',
  level: 4,
  atk: 1100,
  def: 1900,
  text: "While this card is face-up on the field, your opponent cannot draw a card outside a Draw Phase: card effects that would make them draw at any other time draw nothing.",
  effects: [
    {
      // Your opponent cannot draw cards except during Draw Phases
      kind: 'continuous',
      label: 'Your opponent cannot draw outside the Draw Phase',
      declares: ['restrict'],
      rules: [{ code: 'drawsOnlyInDrawPhase', applies: (ctx, player) => player === ctx.opponent }],
    },
  ],
} satisfies CardDefinition;
