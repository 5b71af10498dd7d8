// Pitch-Black Warwolf
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '88975532',
  name: 'Pitch-Black Warwolf',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Beast-Warrior',
  level: 4,
  atk: 1600,
  def: 600,
  text: 'While this card is face-up on the field, your opponent cannot activate Trap Cards during the Battle Phase.',
  effects: [
    {
      // Your opponent cannot activate Trap Cards during the Battle Phase (while this card is face-up)
      kind: 'continuous',
      label: 'Your opponent cannot activate Trap Cards during the Battle Phase',
      declares: ['restrict'],
      rules: [{ code: 'barsActivation', applies: (ctx, player, card) => player === ctx.opponent && ctx.phase() === 'battle' && ctx.definition(card).frame === 'trap' }],
    },
  ],
} satisfies CardDefinition;
