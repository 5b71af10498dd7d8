// Magical Dimension
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const spellcastersInHand = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => isMonster(ctx.definition(c)) && ctx.definition(c).monsterType === 'Spellcaster');

export default {
  passcode: '28553439',
  name: 'Magical Dimension',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Activate only while you control a face-up Spellcaster monster. Target 1 monster you control: Tribute it, then Special Summon 1 Spellcaster monster from your hand, then you may destroy 1 monster on the field.',
  effects: [
    {
      // If you control a face-up Spellcaster-Type monster: Target 1 monster you control; Tribute it, then Special Summon
      // 1 Spellcaster-Type monster from your hand, then you can destroy 1 monster on the field
      kind: 'activation',
      label: 'Tribute your monster, Special Summon a Spellcaster from your hand, then you may destroy a monster',
      declares: ['specialSummon', 'destroy'],
      condition: (ctx) => ctx.monsters('mine').some((c) => ctx.isFaceUp(c) && ctx.definition(c).monsterType === 'Spellcaster') && spellcastersInHand(ctx).length > 0,
      targets: [{ prompt: 'Choose a monster you control to Tribute', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.player && ctx.mayBeTributed(c) }],
      // Its target is Tributed, not destroyed; the monster it may destroy is chosen as it resolves.
      affects: { destroy: () => [] },
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || ctx.controllerOf(target) !== ctx.player) return;
        ctx.tribute([target]);
        const options = spellcastersInHand(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a Spellcaster in your hand to Special Summon', options);
        if (!ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card))) return;
        const all = ctx.monsters('all');
        if (all.length > 0 && ctx.chooseOption(ctx.player, 'Destroy 1 monster on the field?', ['yes', 'no'] as const) === 'yes') {
          ctx.destroy([ctx.chooseCard(ctx.player, 'Choose a monster to destroy', all)]);
        }
      },
    },
  ],
} satisfies CardDefinition;
