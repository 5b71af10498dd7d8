// Performapal Dramatic Theater
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { EffectContext, QueryContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** The different Types among the face-up monsters you control that `fits` (a monster with no Type is not counted). */
const typesAmong = (ctx: QueryContext, fits: (c: CardId) => boolean = () => true): number =>
  new Set(ctx.monsters('mine').filter((c) => ctx.isFaceUp(c) && fits(c)).map((c) => ctx.definition(c).monsterType).filter((t) => t)).size;

/** An "Odd-Eyes" monster in your hand, Deck or Graveyard that may be Special Summoned. */
function oddEyesToSummon(ctx: EffectContext): CardId[] {
  const fits = (c: CardId): boolean => isMonster(ctx.definition(c)) && ctx.isOfArchetype(c, 'Odd-Eyes') && ctx.maySpecialSummonByEffect(c);
  return [...ctx.hand('mine').filter(fits), ...ctx.deck('mine').filter(fits), ...ctx.graveyard('mine').filter((c) => fits(c) && ctx.mayLeaveGraveyard(c))];
}

export default {
  passcode: '55553602',
  name: 'Performapal Dramatic Theater',
  frame: 'spell',
  subtype: ['field'],
  text:
    'Field Spell. Your monsters gain 200 ATK for each different Type among the face-up monsters you control. Once per turn, while you control face-up "Performapal" monsters of 4 different Types: you can Special Summon 1 "Odd-Eyes" monster from your hand, Deck or Graveyard.',
  effects: [
    {
      // Monsters you control gain 200 ATK for each monster you control with a different Type.
      kind: 'activation',
      label: 'Your monsters gain 200 ATK for each different Type among your monsters',
      declares: ['modifyStats'],
      modifiers: (ctx) => [{ applies: (card) => ctx.controllerOf(card) === ctx.player, atk: 200 * typesAmong(ctx) }],
    },
    {
      // Once per turn, if you control 4 "Performapal" monsters with different Types: You can Special Summon 1 "Odd-Eyes"
      // monster from your hand, Deck, or GY. (ygopro c55553602 asks for exactly 4 Types; controlling 5, you control 4 of them.)
      kind: 'ignition',
      label: 'Special Summon an "Odd-Eyes" monster from your hand, Deck or Graveyard',
      declares: ['specialSummon'],
      oncePerTurn: 'card',
      condition: (ctx) =>
        typesAmong(ctx, (c) => ctx.isOfArchetype(c, 'Performapal')) >= 4 && ctx.freeMonsterZones().length > 0 && oddEyesToSummon(ctx).length > 0,
      resolve: (ctx) => {
        // Only while this card is still in the Field Zone.
        if (ctx.controllerOf(ctx.card) !== ctx.player) return;
        const cards = oddEyesToSummon(ctx);
        if (cards.length === 0 || ctx.freeMonsterZones().length === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose an "Odd-Eyes" monster to Special Summon', cards);
        const fromDeck = ctx.deck('mine').includes(card);
        ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card));
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
