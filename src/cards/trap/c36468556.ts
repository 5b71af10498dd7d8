// Ceasefire
import type { CardDefinition } from '../../engine/card';
import { inDefensePosition, isEffectMonster } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const faceDownDefense = (ctx: EffectContext): string[] => ctx.monsters('all').filter((c) => !ctx.isFaceUp(c) && inDefensePosition(ctx, c));
const faceUpEffectMonsters = (ctx: EffectContext): string[] => ctx.monsters('all').filter((c) => ctx.isFaceUp(c) && isEffectMonster(ctx.definition(c)));

export default {
  passcode: '36468556',
  name: 'Ceasefire',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Turn every face-down Defense Position monster on the field face-up in Defense Position (their Flip effects do not activate), then inflict 500 damage to your opponent for each face-up Effect Monster on the field.',
  effects: [
    {
      // Change all face-down Defense Position monsters to face-up Defense Position (Flip Effects are not
      // activated), also inflict 500 damage to your opponent for each Effect Monster on the field
      kind: 'activation',
      label: 'Flip every face-down monster face-up; 500 damage for each Effect Monster',
      declares: ['position', 'damage'],
      condition: (ctx) => faceDownDefense(ctx).length > 0 || faceUpEffectMonsters(ctx).length > 0,
      resolve: (ctx) => {
        // Turned face-up by this card, not flipped: no Flip effect activates.
        for (const c of faceDownDefense(ctx)) ctx.setPosition(c, 'defense', true, { flips: false });
        const effects = faceUpEffectMonsters(ctx).length;
        if (effects > 0) ctx.damage(ctx.opponent, 500 * effects);
      },
    },
  ],
} satisfies CardDefinition;
