// Mysterious Puppeteer
import type { CardDefinition } from '../../engine/card';
import { isSummonOf, NORMAL_OR_FLIP } from '../../engine/effects/library';

export default {
  passcode: '54098121',
  name: 'Mysterious Puppeteer',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 1000,
  def: 1500,
  text: 'Each time either player Normal Summons or Flip Summons a monster, you gain 500 LP.',
  effects: [
    {
      // Each time a monster is Normal Summoned or Flip Summoned: gain 500 LP
      kind: 'trigger',
      label: 'Gain 500 LP',
      declares: ['recover'],
      when: (_ctx, e) => isSummonOf(e, NORMAL_OR_FLIP),
      resolve: (ctx) => ctx.gainLp(ctx.player, 500),
    },
  ],
} satisfies CardDefinition;
