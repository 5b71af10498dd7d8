// Crush Card Virus
import { isMonster, type CardDefinition } from '../../engine/card';
import { tributableMonsters } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A DARK monster with 1000 or less ATK you could Tribute. */
const darkTributes = (ctx: EffectContext): string[] =>
  tributableMonsters(ctx).filter((c) => ctx.definition(c).attribute === 'DARK' && ctx.atk(c) <= 1000);

/** A monster with 1500 or more ATK: its current ATK on the field, its printed ATK in the hand or the Deck. */
const strong = (ctx: EffectContext, card: string): boolean => {
  const def = ctx.definition(card);
  if (!isMonster(def)) return false;
  const atk = ctx.controllerOf(card) !== null ? ctx.atk(card) : def.atk;
  return typeof atk === 'number' && atk >= 1500;
};

export default {
  passcode: '57728570',
  name: 'Crush Card Virus',
  frame: 'trap',
  subtype: ['normal'],
  text: "Activate by Tributing 1 DARK monster with 1000 or less ATK. Your opponent takes no damage until the end of the next turn. You look at your opponent's hand and the monsters they control and destroy every monster with 1500 or more ATK among them; if any was destroyed, your opponent may then destroy 1 to 3 monsters with 1500 or more ATK in their Deck.",
  effects: [
    {
      // Tribute 1 DARK monster with 1000 or less ATK; your opponent takes no damage until the end of the next turn, also,
      // you look at your opponent's hand and all monsters they control, and if you do, destroy the monsters among them
      // with 1500 or more ATK, then your opponent can destroy up to 3 monsters with 1500 or more ATK in their Deck.
      kind: 'activation',
      label: "Tribute a DARK monster with 1000 or less ATK: destroy your opponent's monsters with 1500+ ATK in hand and on the field",
      declares: ['destroy'],
      cost: {
        can: (ctx) => darkTributes(ctx).length > 0,
        pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a DARK monster with 1000 or less ATK to Tribute', darkTributes(ctx))]),
      },
      // Something to look at: a card in their hand, a face-down monster, or a face-up one with 1500 or more ATK (the script's target check).
      condition: (ctx) => ctx.hand('theirs').length > 0 || ctx.monsters('theirs').some((c) => !ctx.isFaceUp(c) || ctx.atk(c) >= 1500),
      affects: { destroy: (ctx) => ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c) && ctx.atk(c) >= 1500) },
      resolve: (ctx) => {
        const looked = [...ctx.monsters('theirs'), ...ctx.hand('theirs')];
        const hidden = looked.filter((c) => !ctx.isFaceUp(c) || ctx.controllerOf(c) === null);
        if (hidden.length > 0) ctx.reveal(hidden, ctx.player);
        const victims = looked.filter((c) => strong(ctx, c));
        const destroyed = victims.length > 0 ? ctx.destroy(victims) : [];
        const inDeck = ctx.deck('theirs').filter((c) => strong(ctx, c));
        if (destroyed.length > 0 && inDeck.length > 0 && ctx.chooseOption(ctx.opponent, 'Destroy up to 3 monsters with 1500 or more ATK in your Deck?', ['yes', 'no']) === 'yes') {
          ctx.destroy(ctx.chooseUpTo(ctx.opponent, 'Choose a monster with 1500 or more ATK in your Deck to destroy', inDeck, 3));
        }
        // Until the end of the next turn (the script's RESET_PHASE|PHASE_END, 2): the next turn is the other player's.
        const lasts = { turnsOf: ctx.duel.turnPlayer === ctx.player ? ctx.opponent : ctx.player, count: 1 };
        ctx.applyRule('noBattleDamage', { player: ctx.opponent }, lasts);
        ctx.applyRule('noEffectDamage', { player: ctx.opponent }, lasts);
      },
    },
  ],
} satisfies CardDefinition;
