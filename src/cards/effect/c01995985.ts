// Silent Swordsman LV3
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The "Silent Swordsman LV5" in your hand or Deck. */
const lv5s = (ctx: EffectContext): string[] =>
  [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => ctx.definition(c).name === 'Silent Swordsman LV5');

/** Whether this card was Summoned or flipped face-up this turn (the `summoned` and `cameFaceUp` marks). */
const cameThisTurn = (ctx: EffectContext): boolean =>
  ctx.duel.marks.some((m) => (m.mark === 'summoned' || m.mark === 'cameFaceUp') && m.key === ctx.card && m.turn === ctx.duel.turn);

export default {
  passcode: '01995985',
  name: 'Silent Swordsman LV3',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 3,
  atk: 1000,
  def: 1000,
  text:
    'The effects of Spells your opponent uses that target this card are negated. During your Standby Phase, if this card was not Summoned or flipped face-up this turn: you can send this face-up card to the Graveyard (cost) to Special Summon 1 "Silent Swordsman LV5" from your hand or Deck.',
  effects: [
    {
      // Negate your opponent's Spell effects that target this card
      kind: 'continuous',
      label: "Negate your opponent's Spell effects that target this card",
      declares: ['negate'],
      rules: [{ code: 'negatesOpponentSpellEffectTargetingIt' }],
    },
    {
      // During your Standby Phase: You can send this face-up card to the Graveyard; Special Summon 1 "Silent Swordsman LV5"
      // from your hand or Deck. You cannot activate this effect the turn this card is Summoned or flipped face-up
      kind: 'trigger',
      label: 'Send this card to the Graveyard: Special Summon "Silent Swordsman LV5" from your hand or Deck',
      declares: ['toGraveyard', 'specialSummon'],
      optional: true,
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player && !cameThisTurn(ctx),
      // The zone this card leaves is free for the Summon.
      condition: (ctx) => lv5s(ctx).length > 0,
      cost: { can: (ctx) => ctx.isFaceUp(ctx.card), pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      resolve: (ctx) => {
        const options = lv5s(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const lv5 = ctx.chooseCard(ctx.player, 'Choose a "Silent Swordsman LV5" to Special Summon', options);
        const fromDeck = ctx.deck('mine').includes(lv5);
        ctx.specialSummon(lv5, ctx.player, chooseSummonPosition(ctx, lv5));
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
