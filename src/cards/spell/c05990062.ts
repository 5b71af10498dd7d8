// Reversal Quiz
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

const KINDS = ['Monster', 'Spell', 'Trap'] as const;

/** Every other card in your hand and on your side of the field. */
const yourOtherCards = (ctx: EffectContext): string[] => [...ctx.hand('mine'), ...ctx.cardsOnField('mine')].filter((c) => c !== ctx.card);

export default {
  passcode: '05990062',
  name: 'Reversal Quiz',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Send every other card in your hand and on your side of the field to the Graveyard to activate. Then name Monster, Spell or Trap and show the top card of your Deck: if you named its kind, you and your opponent exchange LP.',
  effects: [
    {
      // Cost (ygopro's script): send all other cards in your hand and on your field to the GY. Call the type of card on top
      // of your Deck (Spell, Trap, or Monster); if right, exchange your current LP with your opponent's.
      kind: 'activation',
      label: 'Send your hand and field to the Graveyard; call the top card of your Deck: exchange LP if right',
      declares: ['toGraveyard'],
      cost: {
        can: (ctx) => yourOtherCards(ctx).length > 0,
        pay: (ctx) => ctx.sendToGraveyard(yourOtherCards(ctx)),
      },
      resolve: (ctx) => {
        const top = ctx.deck('mine')[0];
        if (top === undefined) return;
        const called = ctx.chooseOption(ctx.player, 'Call the kind of the top card of your Deck', KINDS);
        ctx.reveal([top], ctx.player);
        ctx.reveal([top], ctx.opponent);
        const def = ctx.definition(top);
        const kind = isMonster(def) ? 'Monster' : def.frame === 'spell' ? 'Spell' : 'Trap';
        if (called !== kind) return;
        const mine = ctx.duel.players[ctx.player].lp;
        const theirs = ctx.duel.players[ctx.opponent].lp;
        ctx.setLp(ctx.player, theirs);
        ctx.setLp(ctx.opponent, mine);
      },
    },
  ],
} satisfies CardDefinition;
