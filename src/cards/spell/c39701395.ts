// Cards of Consonance
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';

export default {
  passcode: '39701395',
  name: 'Cards of Consonance',
  frame: 'spell',
  subtype: ['normal'],
  text: 'As a cost, discard from your hand 1 Dragon Tuner whose ATK is 1000 or less; then draw 2 cards.',
  effects: [
    {
      // Discard 1 Dragon-Type Tuner monster with 1000 or less ATK to draw 2 cards
      kind: 'activation',
      label: 'Discard 1 Dragon Tuner with 1000 or less ATK: draw 2 cards',
      declares: ['discard', 'draw'],
      condition: (ctx) => ctx.deck('mine').length >= 2,
      cost: discardOneCost('Cards of Consonance', (ctx, c) => {
        const def = ctx.definition(c);
        return isMonster(def) && def.monsterType === 'Dragon' && def.subtype?.includes('tuner') === true && (def.atk ?? 0) <= 1000;
      }),
      resolve: (ctx) => ctx.draw(ctx.player, 2),
    },
  ],
} satisfies CardDefinition;
