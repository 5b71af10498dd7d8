// Ghost Ogre & Snow Rabbit
import type { CardDefinition } from '../../engine/card';
import { activatedOnField, isMonsterEffectLink } from '../../engine/effects/library';
import type { EffectContext, QuickEffect } from '../../engine/effects/types';

/**
 * The Chain Link just activated, if it is a monster's effect activated on the field, or the effect (not the card's
 * activation) of a Spell/Trap Card already face-up on the field, and that card is still on the field.
 */
function fieldActivation(ctx: EffectContext) {
  const last = ctx.chain[ctx.chain.length - 1];
  if (!last || !activatedOnField(last)) return null;
  if (!isMonsterEffectLink(ctx, last) && last.cardActivation) return null;
  return ctx.cardsOnField('all').includes(last.card) ? last : null;
}

/** The one effect, used from the hand or from the field: sent to the Graveyard as its cost; destroy that card. */
const destroyIt = (range: 'hand' | 'field'): QuickEffect => ({
  // During either player's turn, when a monster on the field activates its effect, or when a Spell/Trap Card that is
  // already face-up on the field activates its effect: You can send this card from your hand or your side of the field
  // to the Graveyard; destroy that card on the field. You can only use this effect of "Ghost Ogre & Snow Rabbit" once per turn
  kind: 'quick',
  range,
  label: `Send this card from your ${range === 'hand' ? 'hand' : 'field'} to the Graveyard: destroy the card on the field whose effect was just activated`,
  declares: ['toGraveyard', 'destroy'],
  optional: true,
  oncePerTurn: 'name',
  oncePerTurnGroup: 'destroyIt',
  damageStep: true,
  condition: (ctx) => fieldActivation(ctx) !== null,
  cost: { can: (ctx) => range === 'hand' || ctx.isFaceUp(ctx.card), pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
  affects: { destroy: (ctx) => { const link = fieldActivation(ctx); return link ? [link.card] : []; } },
  resolve: (ctx) => {
    const link = ctx.chain[ctx.chain.length - 1];
    if (link && ctx.cardsOnField('all').includes(link.card)) ctx.destroy([link.card]);
  },
});

export default {
  passcode: '59438930',
  name: 'Ghost Ogre & Snow Rabbit',
  frame: 'effect',
  subtype: ['tuner'],
  attribute: 'LIGHT',
  monsterType: 'Psychic',
  level: 3,
  atk: 0,
  def: 1800,
  text: 'Tuner monster. In either player\'s turn, when a monster on the field activates an effect, or a face-up Spell/Trap Card on the field activates an effect (not the activation of the card itself): you can send this card from your hand or your field to the Graveyard as a cost; destroy that card on the field. This effect of "Ghost Ogre & Snow Rabbit" can be used only once per turn.',
  effects: [destroyIt('hand'), destroyIt('field')],
} satisfies CardDefinition;
