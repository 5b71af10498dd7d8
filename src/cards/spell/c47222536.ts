// Dark Magical Circle
import type { CardDefinition } from '../../engine/card';
import { isSummonOf, listsCard, placeOnTopInAnyOrder } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const DM = 'Dark Magician';

/** "Dark Magician", or a Spell/Trap Card that specifically lists it. */
const fits = (ctx: EffectContext, card: string): boolean => {
  const def = ctx.definition(card);
  return def.name === DM || ((def.frame === 'spell' || def.frame === 'trap') && listsCard(def, DM));
};

export default {
  passcode: '47222536',
  name: 'Dark Magical Circle',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'When you activate this card: look at the top 3 cards of your Deck; you can reveal a "Dark Magician", or a Spell/Trap Card that names "Dark Magician", among them and add it to your hand; put the others back on top of your Deck in the order you choose. Each time "Dark Magician" is Normal or Special Summoned to your field (not in the Damage Step): you can target 1 card your opponent controls; banish it. Each effect of "Dark Magical Circle" can be used once per turn.',
  listedNames: [DM],
  effects: [
    {
      // Look at the top 3 cards of your Deck; you can add 1 "Dark Magician" or 1 Spell/Trap that lists it; the rest back on top in any order
      kind: 'activation',
      label: 'Look at the top 3 cards of your Deck',
      declares: ['toHand'],
      oncePerTurn: 'name',
      condition: (ctx) => ctx.deck('mine').length >= 3,
      resolve: (ctx) => {
        const top = ctx.deck('mine').slice(0, 3);
        if (top.length < 3) return;
        ctx.reveal(top, ctx.player);
        const found = top.filter((c) => fits(ctx, c));
        let rest = top;
        if (found.length > 0 && ctx.chooseOption(ctx.player, 'Add "Dark Magician" or a card that names it to your hand?', ['yes', 'no'] as const) === 'yes') {
          const taken = ctx.chooseCard(ctx.player, 'Choose the card to add to your hand', found);
          ctx.addToHand([taken]);
          rest = top.filter((c) => c !== taken);
        }
        placeOnTopInAnyOrder(ctx, rest);
      },
    },
    {
      // If "Dark Magician" is Normal or Special Summoned to your field (except during the Damage Step): you can target 1 card your opponent controls; banish it
      kind: 'trigger',
      optional: true,
      oncePerTurn: 'name',
      label: 'Banish 1 card your opponent controls',
      declares: ['banish'],
      when: (ctx, e) =>
        isSummonOf(e, ['normal', 'tribute', 'special']) && 'card' in e && ctx.definition(e.card).name === DM &&
        ctx.controllerOf(e.card) === ctx.player && ctx.isFaceUp(e.card) && ctx.attack?.damageStep !== true,
      targets: [{ prompt: 'Choose a card your opponent controls to banish', from: 'field', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.banish([target]);
      },
    },
  ],
} satisfies CardDefinition;
