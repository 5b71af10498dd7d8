// Golden Bamboo Sword
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** A face-up "Bamboo Sword" Equip Spell you control. */
const controlsBambooSword = (ctx: EffectContext): boolean =>
  ctx.spellTraps('mine').some((c) => c !== ctx.card && ctx.isFaceUp(c) && ctx.definition(c).name.includes('Bamboo Sword') && ctx.definition(c).subtype?.includes('equip') === true);

export default {
  passcode: '74029853',
  name: 'Golden Bamboo Sword',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Activate only while you control a face-up "Bamboo Sword" Equip Spell. Draw 2 cards.',
  effects: [
    {
      // Activate only if you control a "Bamboo Sword" Equip Spell Card. Draw 2 cards
      kind: 'activation',
      label: 'Draw 2 cards',
      declares: ['draw'],
      condition: (ctx) => controlsBambooSword(ctx) && ctx.deck('mine').length >= 2,
      resolve: (ctx) => ctx.draw(ctx.player, 2),
    },
  ],
} satisfies CardDefinition;
