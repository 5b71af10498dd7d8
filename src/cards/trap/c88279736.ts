// Robbin' Goblin
import type { CardDefinition } from '../../engine/card';
import type { DuelEvent } from '../../engine/state';
import type { EffectContext } from '../../engine/effects/types';

/** Battle damage to the opponent, in a battle of a monster this card's controller controls (the one that inflicted it). */
const yourMonsterDamagedThem = (ctx: EffectContext, e: DuelEvent): boolean => {
  if (e.type !== 'battleDamage' || e.player !== ctx.opponent || !ctx.attack) return false;
  const { attacker, target } = ctx.attack;
  return ctx.controllerOf(attacker) === ctx.player || (target !== 'direct' && ctx.controllerOf(target) === ctx.player);
};

export default {
  passcode: '88279736',
  name: "Robbin' Goblin",
  frame: 'trap',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field, each time a monster you control inflicts battle damage to your opponent, your opponent discards 1 card from their hand at random.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: "Place Robbin' Goblin face-up",
    },
    {
      // Each time a monster you control inflicts battle damage to your opponent: your opponent discards 1 random card.
      kind: 'trigger',
      label: 'Your opponent discards 1 card at random',
      declares: ['discard'],
      discards: 'theirs',
      when: yourMonsterDamagedThem,
      resolve: (ctx) => {
        // Only while this card is still face-up on the field (ygopro: IsRelateToEffect).
        if (!ctx.spellTraps('mine').includes(ctx.card) || !ctx.isFaceUp(ctx.card)) return;
        const hand = ctx.hand('theirs');
        if (hand.length > 0) ctx.discard([ctx.randomCard(hand)]);
      },
    },
  ],
} satisfies CardDefinition;
