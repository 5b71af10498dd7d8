// Yubel
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, destroyedByItsOwnEffect, freeMonsterZones, yourEndPhase } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import { yubelsBattleEffects } from './yubel';
import type { CardId } from '../../engine/state';

const TERROR_INCARNATE = 'Yubel - Terror Incarnate';

/** The other monsters you control that this card's effect may Tribute. */
const others = (ctx: EffectContext): CardId[] => ctx.monsters('mine').filter((c) => c !== ctx.card && ctx.mayBeTributed(c));

/** The "Yubel - Terror Incarnate" in your hand, Deck or Graveyard. */
const incarnations = (ctx: EffectContext): CardId[] =>
  [...ctx.hand('mine'), ...ctx.deck('mine'), ...ctx.graveyard('mine')].filter((c) => ctx.definition(c).name === TERROR_INCARNATE && ctx.mayLeaveGraveyard(c));

export default {
  passcode: '78371393',
  name: 'Yubel',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 10,
  atk: 0,
  def: 0,
  text:
    'Battles never destroy this card, and you take no battle damage from its battles. When an opponent\'s monster attacks this face-up Attack Position card: before damage calculation, your opponent takes damage equal to that monster\'s ATK. During your End Phase: Tribute 1 other monster, or else destroy this card. When this card is destroyed, unless by its own effect: you can Special Summon 1 "Yubel - Terror Incarnate" from your hand, Deck or Graveyard, as the owner of this card.',
  listedNames: [TERROR_INCARNATE],
  effects: [
    // Battles never destroy it, no battle damage to you from its battles, and the attacker's ATK to your opponent.
    ...yubelsBattleEffects,
    {
      // During your End Phase: Tribute 1 other monster or destroy this card (mandatory; the choice as it resolves).
      kind: 'trigger',
      label: 'Tribute 1 other monster, or destroy this card',
      declares: ['destroy'],
      when: yourEndPhase,
      resolve: (ctx) => {
        if (!ctx.monsters('mine').includes(ctx.card) || !ctx.isFaceUp(ctx.card)) return;
        const options = others(ctx);
        if (options.length > 0 && ctx.chooseOption(ctx.player, 'Tribute 1 other monster, or destroy Yubel?', ['tribute', 'destroy'] as const) === 'tribute') {
          ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a monster to Tribute', options)]);
          return;
        }
        ctx.destroy([ctx.card]);
      },
    },
    {
      // When this card is destroyed, except by its own effect: Its owner can Special Summon 1 "Yubel - Terror Incarnate"
      // from their hand, Deck or Graveyard (ignoring its Summoning conditions: the one Summon it has).
      kind: 'trigger',
      range: 'graveyard',
      optional: true,
      label: 'Special Summon 1 "Yubel - Terror Incarnate" from your hand, Deck or Graveyard',
      declares: ['specialSummon'],
      when: (ctx, e) => e.type === 'destroyed' && e.card === ctx.card && !destroyedByItsOwnEffect(ctx, e),
      condition: (ctx) => freeMonsterZones(ctx) > 0 && incarnations(ctx).length > 0,
      resolve: (ctx) => {
        const options = incarnations(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a "Yubel - Terror Incarnate" to Special Summon', options);
        const fromDeck = ctx.deck('mine').includes(card);
        ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card), { properly: true });
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
