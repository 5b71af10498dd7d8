// Magician's Rod
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { listsCard, searchFor } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { DuelEvent } from '../../engine/state';

const DM = 'Dark Magician';

/** A Spellcaster monster you control that may be Tributed. */
const spellcasters = (ctx: EffectContext): string[] =>
  ctx.monsters('mine').filter((c) => ctx.definition(c).monsterType === 'Spellcaster' && ctx.mayBeTributed(c));

/** Sent to the Graveyard by an event (the ways a card gets there). */
const toGraveyard = (e: DuelEvent, card: string): boolean =>
  (e.type === 'sentToGraveyard' || e.type === 'destroyed' || e.type === 'destroyedByBattle' || e.type === 'tributed' || e.type === 'discarded') && e.card === card;

/**
 * "If you activate a Spell/Trap Card or effect while this card is in your GY": the activation is asked
 * once its Chain is over (Triggers are collected then), so this card must have been in the Graveyard
 * already when it was activated: no later event of the same queue sent it there.
 */
const inGraveyardWhenActivated = (ctx: EffectContext, e: DuelEvent): boolean => {
  const queue = ctx.duel.flow.triggerQueue;
  const at = queue.indexOf(e);
  return ctx.graveyard('mine').includes(ctx.card) && (at < 0 || !queue.slice(at + 1).some((later) => toGraveyard(later, ctx.card)));
};

export default {
  passcode: '07084129',
  name: "Magician's Rod",
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 3,
  atk: 1600,
  def: 100,
  text: 'When this card is Normal Summoned: you can add 1 Spell/Trap Card that names "Dark Magician" from your Deck to your hand. During your opponent\'s turn, if you activate a Spell/Trap Card or effect while this card is in your Graveyard (not in the Damage Step): you can Tribute 1 Spellcaster monster; add this card to your hand. Each effect of "Magician\'s Rod" can be used once per turn.',
  listedNames: [DM],
  effects: [
    {
      // When this card is Normal Summoned: You can add 1 Spell/Trap Card that specifically lists "Dark Magician" from your Deck to your hand.
      kind: 'trigger',
      optional: true,
      oncePerTurn: 'name',
      label: 'Add a Spell/Trap Card that names "Dark Magician" from your Deck to your hand',
      declares: ['search'],
      when: (ctx, e) => e.type === 'summoned' && e.how === 'normal' && e.card === ctx.card,
      ...searchFor('a Spell/Trap Card that names "Dark Magician"', (def) => (def.frame === 'spell' || def.frame === 'trap') && listsCard(def, DM)),
    },
    {
      // During your opponent's turn, if you activate a Spell/Trap Card or effect while this card is in your GY (except during the
      // Damage Step): You can Tribute 1 Spellcaster monster; add this card to your hand.
      kind: 'trigger',
      optional: true,
      oncePerTurn: 'name',
      range: 'graveyard',
      label: 'Tribute 1 Spellcaster monster: add this card from your Graveyard to your hand',
      declares: ['toHand'],
      when: (ctx, e) => {
        if (e.type !== 'activated' || e.player !== ctx.player || ctx.duel.turnPlayer === ctx.player || ctx.attack?.damageStep === true) return false;
        const def = ctx.definition(e.card);
        return !isMonster(def) && (def.frame === 'spell' || def.frame === 'trap') && inGraveyardWhenActivated(ctx, e);
      },
      cost: {
        can: (ctx) => spellcasters(ctx).length > 0,
        pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a Spellcaster monster to Tribute', spellcasters(ctx))]),
      },
      resolve: (ctx) => {
        if (ctx.graveyard('mine').includes(ctx.card)) ctx.returnToHand([ctx.card]);
      },
    },
  ],
} satisfies CardDefinition;
