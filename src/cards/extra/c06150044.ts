// Arcana Knight Joker
import { isMonster, type CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId, ChainLink } from '../../engine/state';

type Kind = 'monster' | 'spell' | 'trap';

/**
 * The Chain Link just activated, if it targets this face-up card on the field and is a Spell or Trap Card's
 * activation or a monster's effect (the script: `re:IsMonsterEffect() or re:IsHasType(EFFECT_TYPE_ACTIVATE)`),
 * with the kind of card it is; its effect not negated already.
 */
function targetingLink(ctx: EffectContext): { readonly link: ChainLink; readonly kind: Kind } | null {
  const last = ctx.chain[ctx.chain.length - 1];
  if (!last || last.negated || last.effectNegated || !last.targets.some((t) => t.card === ctx.card)) return null;
  if (!ctx.monsters('all').includes(ctx.card) || !ctx.isFaceUp(ctx.card)) return null;
  const def = ctx.definition(last.card);
  if (def.frame === 'spell' || def.frame === 'trap') return last.cardActivation ? { link: last, kind: def.frame } : null;
  return isMonster(def) && !last.cardActivation ? { link: last, kind: 'monster' } : null;
}

/** Whether a card in the hand is of `kind` (a monster card, a Spell Card or a Trap Card). */
const ofKind = (ctx: EffectContext, card: CardId, kind: Kind): boolean => {
  const def = ctx.definition(card);
  return kind === 'monster' ? isMonster(def) : def.frame === kind;
};

/** The cards of the hand that may be discarded for the link just activated. */
const discardable = (ctx: EffectContext): CardId[] => {
  const found = targetingLink(ctx);
  return found ? ctx.hand('mine').filter((c) => ofKind(ctx, c, found.kind)) : [];
};

export default {
  passcode: '06150044',
  name: 'Arcana Knight Joker',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 9,
  atk: 3800,
  def: 2500,
  text:
    'Fusion of "Queen\'s Knight" + "Jack\'s Knight" + "King\'s Knight" (Fusion Summoned only with those). Once per turn, on either player\'s turn (Quick Effect): when a Spell Card, Trap Card or monster effect that targets this face-up card is activated, you can discard a card of the same kind (Spell, Trap or monster) to negate that effect.',
  // "Queen's Knight" + "Jack's Knight" + "King's Knight": a Fusion Summon of it uses only these (the pool has no Fusion substitutes).
  materials: { kind: 'fusion', names: ["Queen's Knight", "Jack's Knight", "King's Knight"] },
  effects: [
    {
      // Once per turn, during either player's turn, if this face-up card on the field is targeted by a Spell Card, Trap
      // Card, or monster effect: You can discard the same type of card (Spell, Trap, or Monster Card); negate the effect.
      // (The script also counts it for Double Snare: `aux.DoubleSnareValidity`.)
      kind: 'quick',
      label: 'Discard a card of the same kind: negate an effect that targets this card',
      declares: ['negate', 'negatesTraps'],
      oncePerTurn: 'card',
      condition: (ctx) => targetingLink(ctx) !== null,
      cost: {
        can: (ctx) => discardable(ctx).length > 0,
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Choose a card of the same kind to discard', discardable(ctx))]),
      },
      resolve: (ctx) => {
        const link = ctx.chain[ctx.chain.length - 1];
        if (link && !link.negated && !link.effectNegated) ctx.negateEffect(link);
      },
    },
  ],
} satisfies CardDefinition;
