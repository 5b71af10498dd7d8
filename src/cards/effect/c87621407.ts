// Dekoichi the Battlechanted Locomotive
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '87621407',
  name: 'Dekoichi the Battlechanted Locomotive',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Machine',
  level: 4,
  atk: 1400,
  def: 1000,
  text: 'FLIP: Draw 1 card, plus 1 more for each face-up "Bokoichi the Freightening Car" you control.',
  effects: [
    {
      // FLIP: Draw 1 card, then draw 1 more for each face-up "Bokoichi the Freightening Car" you control
      kind: 'flip',
      label: 'Draw 1 card (and 1 more per face-up Bokoichi the Freightening Car)',
      declares: ['draw'],
      resolve: (ctx) => {
        ctx.draw(ctx.player, 1);
        const cars = ctx.monsters('mine').filter((c) => ctx.isFaceUp(c) && ctx.definition(c).name === 'Bokoichi the Freightening Car').length;
        if (cars > 0) ctx.draw(ctx.player, cars);
      },
    },
  ],
} satisfies CardDefinition;
