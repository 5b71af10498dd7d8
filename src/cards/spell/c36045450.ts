// Magicians Unite
import type { CardDefinition } from '../../engine/card';
import { inAttackPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A face-up Attack Position Spellcaster-Type monster you control. */
const attackingSpellcaster = (ctx: EffectContext, c: string): boolean =>
  ctx.controllerOf(c) === ctx.player && ctx.isFaceUp(c) && inAttackPosition(ctx, c) && ctx.definition(c).monsterType === 'Spellcaster';

export default {
  passcode: '36045450',
  name: 'Magicians Unite',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Activate only if you control 2 or more face-up Attack Position Spellcaster monsters: target 1 of them. Its ATK becomes 3000 until the end of this turn, and your other Spellcaster monsters cannot attack this turn.',
  effects: [
    {
      // If you control 2 or more Attack Position Spellcaster-Type monsters: Target 1 of them; its ATK becomes 3000 until
      // the end of this turn, but other Spellcaster-Type monsters you control cannot attack this turn.
      kind: 'activation',
      label: 'One of your Spellcasters becomes 3000 ATK; your other Spellcasters cannot attack this turn',
      declares: ['modifyStats', 'restrict'],
      condition: (ctx) => ctx.monsters('mine').filter((c) => attackingSpellcaster(ctx, c)).length >= 2,
      targets: [{ prompt: 'Choose a face-up Attack Position Spellcaster monster you control', from: 'monsters', filter: attackingSpellcaster }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        // The lock (ygopro: as it is activated, EFFECT_FLAG_OATH) is placed as it resolves, the target gone or not:
        // every Spellcaster you control this turn but that one (rule code typeCannotAttack).
        ctx.applyRule('typeCannotAttack', { player: ctx.player, key: `Spellcaster#${target ?? ''}` }, 'thisTurn');
        if (!target || !ctx.isFaceUp(target) || ctx.controllerOf(target) === null) return;
        // "Its ATK becomes 3000": the difference from its ATK now, as the engine's ATK adds its changes up.
        ctx.modifyUntilEndOfTurn(target, { atk: 3000 - ctx.atk(target) });
      },
    },
  ],
} satisfies CardDefinition;
