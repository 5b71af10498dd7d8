// Spell Reproduction
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** Spell Cards in your hand, this card left out. */
const spellsInHand = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => c !== ctx.card && ctx.definition(c).frame === 'spell');

export default {
  passcode: '29228529',
  name: 'Spell Reproduction',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Send two Spell Cards from your hand to the Graveyard to bring back one Spell Card of your choice from your Graveyard to your hand.',
  effects: [
    {
      // Send 2 Spells from your hand to the GY, then target 1 Spell in your GY; add that target to your hand
      kind: 'activation',
      label: 'Send 2 Spell Cards from your hand to the Graveyard: add 1 Spell Card from your Graveyard to your hand',
      declares: ['toGraveyard', 'toHand'],
      cost: {
        can: (ctx) => spellsInHand(ctx).length >= 2,
        pay: (ctx) => {
          const first = ctx.chooseCard(ctx.player, 'Choose the first Spell Card to send to the Graveyard', spellsInHand(ctx));
          const second = ctx.chooseCard(ctx.player, 'Choose the second Spell Card to send to the Graveyard', spellsInHand(ctx).filter((c) => c !== first));
          ctx.sendToGraveyard([first, second]);
        },
      },
      targets: [{ prompt: 'Choose a Spell Card in your Graveyard', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.definition(c).frame === 'spell' }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target)) ctx.returnToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;
