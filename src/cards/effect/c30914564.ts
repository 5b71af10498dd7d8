// Sacred Crane
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '30914564',
  name: 'Sacred Crane',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Winged Beast',
  level: 4,
  atk: 1600,
  def: 400,
  text: 'If this card is Special Summoned, its controller draws 1 card.',
  effects: [
    {
      // If this card is Special Summoned: Draw 1 card
      kind: 'trigger',
      label: 'Draw 1 card',
      declares: ['draw'],
      when: (ctx, e) => e.type === 'specialSummoned' && e.card === ctx.card,
      resolve: (ctx) => ctx.draw(ctx.player, 1),
    },
  ],
} satisfies CardDefinition;
