// Spell Reproduction
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

const otherSpellsInHand = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => c !== ctx.card && ctx.definition(c).frame === 'spell');

export default {
  passcode: '29228529',
  name: 'Spell Reproduction',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Send 2 Spell Cards from your hand to the Graveyard to activate this card, then target a Spell Card in your Graveyard and add it to your hand.',
  effects: [
    {
      // Send 2 Spell Cards from your hand to the GY, then target 1 Spell Card in your GY; add that target to your hand
      kind: 'activation',
      label: 'Send 2 Spells from your hand: add 1 Spell from your Graveyard to your hand',
      declares: ['toHand', 'toGraveyard'],
      cost: {
        can: (ctx) => otherSpellsInHand(ctx).length >= 2,
        pay: (ctx) => {
          const first = ctx.chooseCard(ctx.player, 'Send a Spell Card to the Graveyard (1 of 2)', otherSpellsInHand(ctx));
          const second = ctx.chooseCard(ctx.player, 'Send a Spell Card to the Graveyard (2 of 2)', otherSpellsInHand(ctx).filter((c) => c !== first));
          ctx.sendToGraveyard([first, second]);
        },
      },
      targets: [{ prompt: 'Choose a Spell Card in your Graveyard', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.definition(c).frame === 'spell' }],
      resolve: (ctx) => ctx.addToHand(ctx.targets.filter((c) => ctx.graveyard('mine').includes(c))),
    },
  ],
} satisfies CardDefinition;
