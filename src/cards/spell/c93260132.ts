// Spell Shattering Arrow
import type { CardDefinition } from '../../engine/card';
import { inPendulumZone } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** Face-up Spell Cards your opponent controls (a Pendulum Monster in a Pendulum Zone is one). */
const faceUpSpells = (ctx: EffectContext): string[] =>
  ctx.spellTraps('theirs').filter((c) => ctx.isFaceUp(c) && (ctx.definition(c).frame === 'spell' || inPendulumZone(ctx, c, ctx.opponent)));

export default {
  passcode: '93260132',
  name: 'Spell Shattering Arrow',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Destroy every face-up Spell Card your opponent controls; then your opponent takes 500 damage for each card destroyed.',
  effects: [
    {
      // Destroy as many face-up Spell Cards your opponent controls as possible, and if you do, inflict 500 damage to your opponent for each
      kind: 'activation',
      label: "Destroy your opponent's face-up Spells; 500 damage for each",
      declares: ['destroy', 'damage'],
      condition: (ctx) => faceUpSpells(ctx).length > 0,
      resolve: (ctx) => {
        const destroyed = ctx.destroy(faceUpSpells(ctx));
        if (destroyed.length > 0) ctx.damage(ctx.opponent, 500 * destroyed.length);
      },
    },
  ],
} satisfies CardDefinition;
