import { isMonster, type CardDefinition } from '../../engine/card';
import { deckHas, isMyTurn, isSummonOf, specialSummonFromDeck, tributeSelfCost } from '../../engine/effects/library';
import type { Effect } from '../../engine/effects/types';

/**
 * A "Magnet Warrior" monster: its name holds "Magnet Warrior" (any case: the Electromagnet Warriors are
 * ones, as Beta's "except Electromagnet Warrior Beta" says); a "Magna Warrior" one likewise.
 */
export const magnetWarrior = (def: CardDefinition): boolean => isMonster(def) && def.name.toLowerCase().includes('magnet warrior');
export const magnaWarrior = (def: CardDefinition): boolean => isMonster(def) && def.name.toLowerCase().includes('magna warrior');

/** "If this card is Normal or Special Summoned: You can …. You can only use this effect of <name> once per turn." */
export function whenSummoned(effect: Pick<Effect, 'label' | 'declares' | 'condition' | 'resolve'>): Effect {
  return {
    kind: 'trigger',
    optional: true,
    oncePerTurn: 'name',
    when: (ctx, e) => isSummonOf(e, ['normal', 'tribute', 'special']) && 'card' in e && e.card === ctx.card,
    ...effect,
  };
}

/**
 * The Electromagnet Warriors' "During your opponent's turn: You can Tribute this card; Special Summon 1
 * Level 4 "Magnet Warrior" monster from your Deck (this is a Quick Effect)."
 */
export const tributeForMagnetWarrior: Effect = {
  kind: 'quick',
  label: 'Tribute this card: Special Summon a Level 4 "Magnet Warrior" monster from your Deck',
  declares: ['specialSummon'],
  // The zone this card leaves is free for the Summon.
  condition: (ctx) => !isMyTurn(ctx) && deckHas(ctx, (c) => magnetWarrior(ctx.definition(c)) && ctx.definition(c).level === 4),
  cost: tributeSelfCost((ctx) => ctx.isFaceUp(ctx.card)),
  resolve: (ctx) => {
    specialSummonFromDeck(ctx, 'Choose a Level 4 "Magnet Warrior" monster to Special Summon', (c) => magnetWarrior(ctx.definition(c)) && ctx.definition(c).level === 4);
  },
};
