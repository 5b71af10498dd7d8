// 4-Starred Ladybug of Doom
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '83994646',
  name: '4-Starred Ladybug of Doom',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'WIND',
  monsterType: 'Insect',
  level: 3,
  atk: 800,
  def: 1200,
  text: 'FLIP: destroy every face-up Level 4 monster your opponent controls.',
  effects: [
    {
      // FLIP: Destroy all Level 4 monsters your opponent controls
      kind: 'flip',
      label: 'Destroy all Level 4 monsters your opponent controls',
      declares: ['destroy'],
      affects: { destroy: (ctx) => ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c) && ctx.level(c) === 4) },
      resolve: (ctx) => {
        // A face-down monster's Level is not known: only face-up ones are counted (as ygopro's script filters them).
        ctx.destroy(ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c) && ctx.level(c) === 4));
      },
    },
  ],
} satisfies CardDefinition;
