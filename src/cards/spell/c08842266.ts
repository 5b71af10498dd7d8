// Poison of the Old Man
import type { CardDefinition } from '../../engine/card';

const HEAL = 'Gain 1200 LP';
const HARM = 'Inflict 800 damage';

export default {
  passcode: '08842266',
  name: 'Poison of the Old Man',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Choose 1 as you activate: you gain 1200 LP, or your opponent takes 800 damage.',
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
