// Curse of Anubis
import type { CardDefinition } from '../../engine/card';
import { inAttackPosition, isEffectMonster } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The face-up Attack Position Effect Monsters on the field (the script's filter: those it can change). */
const faceUpAttackingEffectMonsters = (ctx: EffectContext): string[] =>
  ctx.monsters('all').filter((c) => ctx.isFaceUp(c) && inAttackPosition(ctx, c) && isEffectMonster(ctx.definition(c)));

export default {
  passcode: '66742250',
  name: 'Curse of Anubis',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Every face-up Attack Position Effect Monster on the field is changed to Defense Position; this turn, their original DEF becomes 0 and their battle positions cannot be changed.',
  effects: [
    {
      // Change all Effect Monsters on the field to Defense Position. This turn, the original DEF of those monsters
      // becomes 0, also their battle positions cannot be changed (official/c66742250.lua: the face-up Attack Position ones).
      kind: 'activation',
      label: 'Change every face-up Attack Position Effect Monster to Defense Position: original DEF 0, position locked this turn',
      declares: ['position'],
      condition: (ctx) => faceUpAttackingEffectMonsters(ctx).length > 0,
      resolve: (ctx) => {
        for (const c of faceUpAttackingEffectMonsters(ctx)) {
          ctx.setPosition(c, 'defense', true);
          ctx.applyRule('originalDefBecomes', { player: ctx.player, card: c, key: '0' }, 'thisTurn');
          ctx.applyRule('cannotChangePosition', { player: ctx.player, card: c }, 'thisTurn');
        }
      },
    },
  ],
} satisfies CardDefinition;
