// Sacred Crane
import type { CardDefinition } from '../../engine/card';
import { isSummonOf } from '../../engine/effects/library';

export default {
  passcode: '30914564',
  name: 'Sacred Crane',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Winged Beast',
  level: 4,
  atk: 1600,
  def: 400,
  text: 'When this card is Special Summoned: draw 1 card.',
  effects: [
    {
      // If this card is Special Summoned: draw 1 card
      kind: 'trigger',
      label: 'Draw 1 card',
      declares: ['draw'],
      when: (ctx, e) => isSummonOf(e, ['special']) && 'card' in e && e.card === ctx.card,
      resolve: (ctx) => ctx.draw(ctx.player, 1),
    },
  ],
} satisfies CardDefinition;
