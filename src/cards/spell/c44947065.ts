// Burden of the Mighty
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '44947065',
  name: 'Burden of the Mighty',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'Continuous Spell. While face-up, each face-up monster your opponent controls loses 100 ATK for each of its Levels.',
  effects: [
    {
      // Each face-up monster your opponent controls loses 100 ATK x its own Level
      kind: 'activation',
      label: "Your opponent's face-up monsters lose 100 ATK per Level",
      declares: ['modifyStats'],
      modifiers: (ctx) =>
        ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c) && ctx.level(c) > 0).map((m) => ({ applies: (c: string) => c === m, atk: -100 * ctx.level(m) })),
    },
  ],
} satisfies CardDefinition;
