// Poison of the Old Man
import type { CardDefinition } from '../../engine/card';

const HEAL = 'Gain 1200 LP';
const HARM = 'Inflict 800 damage';

export default {
  passcode: '08842266',
  name: 'Poison of the Old Man',
  frame: 'spell',
  subtype: ['quick-play'],
  text: "The old man's brew cuts both ways: as you activate it, choose to gain 1200 Life Points or to deal your opponent 800 damage.",
  effects: [
    {
      // Activate 1 of these effects: gain 1200 LP; or inflict 800 damage to your opponent (chosen as it is activated)
      kind: 'activation',
      label: 'Gain 1200 LP or inflict 800 damage',
      declares: ['recover', 'damage'],
      declare: { prompt: 'Choose the effect', options: () => [HEAL, HARM] },
      resolve: (ctx) => {
        if (ctx.declared === HEAL) ctx.gainLp(ctx.player, 1200);
        else if (ctx.declared === HARM) ctx.damage(ctx.opponent, 800);
      },
    },
  ],
} satisfies CardDefinition;
