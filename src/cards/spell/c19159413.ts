// De-Spell
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** A Spell Card on the field (a Pendulum Monster in a Pendulum Zone counts as one). */
const isSpell = (ctx: EffectContext, card: string): boolean => {
  const frame = ctx.definition(card).frame;
  return frame === 'spell' || frame === 'pendulum';
};

export default {
  passcode: '19159413',
  name: 'De-Spell',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Pick one Spell Card on the field and destroy it. A face-down pick is shown first, and survives if it is no Spell.',
  effects: [
    {
      // Target 1 Spell on the field; destroy it (if Set, reveal it: it is destroyed only if it is a Spell)
      kind: 'activation',
      label: 'Destroy 1 Spell Card on the field',
      declares: ['destroy'],
      targets: [{
        prompt: 'Choose a Spell Card on the field (or a Set card)',
        from: 'spellTraps',
        filter: (ctx, c) => !ctx.isFaceUp(c) || isSpell(ctx, c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target) return;
        if (!ctx.isFaceUp(target)) {
          ctx.reveal([target], ctx.player);
          ctx.reveal([target], ctx.opponent);
        }
        if (isSpell(ctx, target)) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;
