// Windstorm of Etaqua
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

const faceUpTheirs = (ctx: EffectContext): string[] => ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c));

export default {
  passcode: '59744639',
  name: 'Windstorm of Etaqua',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Change the battle position of every face-up monster your opponent controls (Attack to Defense, Defense to Attack); they stay face-up.',
  effects: [
    {
      // Change the battle positions of all face-up monsters your opponent controls
      kind: 'activation',
      label: "Change the battle positions of your opponent's face-up monsters",
      declares: ['position'],
      condition: (ctx) => faceUpTheirs(ctx).length > 0,
      resolve: (ctx) => {
        const monsters = ctx.duel.players[ctx.opponent].monsters;
        for (const c of faceUpTheirs(ctx)) {
          const slot = monsters.find((s) => s?.card === c);
          if (slot) ctx.setPosition(c, slot.position === 'attack' ? 'defense' : 'attack', true);
        }
      },
    },
  ],
} satisfies CardDefinition;
