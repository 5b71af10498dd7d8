// Poison of the Old Man
import type { CardDefinition } from '../../engine/card';

const GAIN = 'Gain 1200 LP';
const DAMAGE = 'Inflict 800 damage';

export default {
  passcode: '08842266',
  name: 'Poison of the Old Man',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Choose one as you activate this card: gain 1200 LP, or inflict 800 damage to your opponent.',
  effects: [
    {
      // Activate 1 of these effects: Gain 1200 LP; or inflict 800 damage to your opponent
      kind: 'activation',
      label: 'Gain 1200 LP or inflict 800 damage',
      declares: ['recover', 'damage'],
      declare: { prompt: 'Choose an effect for Poison of the Old Man', options: () => [GAIN, DAMAGE] },
      resolve: (ctx) => {
        if (ctx.declared === GAIN) ctx.gainLp(ctx.player, 1200);
        else if (ctx.declared === DAMAGE) ctx.damage(ctx.opponent, 800);
      },
    },
  ],
} satisfies CardDefinition;
