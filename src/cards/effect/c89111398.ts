// Dark Dust Spirit
import type { CardDefinition } from '../../engine/card';
import { isSummonOf, NORMAL_OR_FLIP, spiritMonster } from '../../engine/effects/library';

export default {
  passcode: '89111398',
  name: 'Dark Dust Spirit',
  frame: 'effect',
  subtype: ['spirit'],
  attribute: 'EARTH',
  monsterType: 'Zombie',
  level: 6,
  atk: 2200,
  def: 1800,
  text: "Spirit monster; this card cannot be Special Summoned. If this card was Normal Summoned or flipped face-up this turn, it returns to its owner's hand during the End Phase. When this card is Normal Summoned or flipped face-up: destroy every other face-up monster on the field.",
  effects: [
    ...spiritMonster(),
    {
      // When this card is Normal Summoned or flipped face-up: Destroy all other face-up monsters on the field.
      kind: 'trigger',
      label: 'Destroy all other face-up monsters on the field',
      declares: ['destroy'],
      when: (ctx, e) => (isSummonOf(e, NORMAL_OR_FLIP) || e.type === 'flippedFaceUp') && 'card' in e && e.card === ctx.card,
      resolve: (ctx) => ctx.destroy(ctx.monsters('all').filter((c) => c !== ctx.card && ctx.isFaceUp(c))),
    },
  ],
} satisfies CardDefinition;
