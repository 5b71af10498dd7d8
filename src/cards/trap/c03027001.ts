// Fake Trap
import type { CardDefinition } from '../../engine/card';
import { wouldDestroy } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** The Traps you control, other than this card, that the Chain Link this card answers would destroy. */
const shielded = (ctx: EffectContext): CardId[] => {
  const link = ctx.chain[ctx.chain.length - 1];
  return (link?.affects?.destroy ?? []).filter((c) => c !== ctx.card && ctx.spellTraps('mine').includes(c) && ctx.definition(c).frame === 'trap');
};

export default {
  passcode: '03027001',
  name: 'Fake Trap',
  frame: 'trap',
  subtype: ['normal'],
  text: 'When your opponent activates a card or effect that would destroy another Trap Card you control: this card is destroyed in place of those Trap Cards, which that effect then leaves on the field. Set cards among them are shown to your opponent.',
  effects: [
    {
      // When your opponent activates a Spell, Trap or Effect Monster's effect that would destroy your Trap
      // Card(s): destroy this card instead of those Trap Cards (reveal the Set ones)
      kind: 'activation',
      label: 'Be destroyed instead of your Trap Cards',
      declares: ['destroy'],
      condition: (ctx) => {
        const link = ctx.chain[ctx.chain.length - 1];
        return !!link && link.player !== ctx.player && wouldDestroy(link, (c) => shielded(ctx).includes(c));
      },
      resolve: (ctx) => {
        const link = ctx.chain[ctx.chain.length - 1];
        const traps = shielded(ctx).filter((c) => ctx.spellTraps('mine').includes(c));
        if (!link || traps.length === 0) return;
        const faceDown = traps.filter((c) => !ctx.isFaceUp(c));
        if (faceDown.length > 0) ctx.reveal(faceDown, ctx.opponent);
        // It stays on the field until the Chain is over, to be destroyed in their place (chain.ts).
        for (const c of traps) ctx.applyRule('destroyedInstead', { player: ctx.player, card: c, key: `${link.card}#${link.effect}` }, 'thisChain');
        ctx.applyRule('remainsOnField', { player: ctx.player, card: ctx.card }, 'thisChain');
      },
    },
  ],
} satisfies CardDefinition;
