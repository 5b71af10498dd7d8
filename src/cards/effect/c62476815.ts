// Gogogo Golem
import type { CardDefinition } from '../../engine/card';
import { inDefensePosition } from '../../engine/effects/library';

export default {
  passcode: '62476815',
  name: 'Gogogo Golem',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 4,
  atk: 1800,
  def: 1500,
  text: 'Once per turn, while this card is in face-up Defense Position, it is not destroyed by battle.',
  effects: [
    {
      // Once per turn, this face-up Defense Position card cannot be destroyed by battle.
      kind: 'continuous',
      label: 'Once per turn, while in face-up Defense Position, it is not destroyed by battle',
      oncePerTurn: 'card',
      rules: [{ code: 'preventsBattleDestruction', applies: (ctx, card) => card === ctx.card && ctx.isFaceUp(card) && inDefensePosition(ctx, card) }],
    },
  ],
} satisfies CardDefinition;
