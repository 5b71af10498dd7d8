// Yubel - Terror Incarnate
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, yourEndPhase } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import { yubelsBattleEffects } from './yubel';
import type { CardId } from '../../engine/state';

const ULTIMATE_NIGHTMARE = 'Yubel - The Ultimate Nightmare';

/** The "Yubel - The Ultimate Nightmare" in your hand, Deck or Graveyard (not in the pool yet: none is found, and nothing is offered). */
const nightmares = (ctx: EffectContext): CardId[] =>
  [...ctx.hand('mine'), ...ctx.deck('mine'), ...ctx.graveyard('mine')].filter((c) => ctx.definition(c).name === ULTIMATE_NIGHTMARE && ctx.mayLeaveGraveyard(c));

export default {
  passcode: '04779091',
  name: 'Yubel - Terror Incarnate',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 11,
  atk: 0,
  def: 0,
  text:
    'Cannot be Normal Summoned or Set; only "Yubel" can Special Summon it, no other way. Battles never destroy this card, and you take no battle damage from its battles. When an opponent\'s monster attacks this face-up Attack Position card: before damage calculation, your opponent takes damage equal to that monster\'s ATK. During your End Phase: destroy every other monster on the field. If this card leaves the field while face-up, you can Special Summon 1 "Yubel - The Ultimate Nightmare" from your hand, Deck or Graveyard.',
  listedNames: ['Yubel', ULTIMATE_NIGHTMARE],
  effects: [
    {
      // Cannot be Normal Summoned or Set. Must be Special Summoned by "Yubel" (its effect Summons it `properly`), and
      // cannot be Special Summoned other ways (never revived: the script's EFFECT_SPSUMMON_CONDITION allows nothing).
      kind: 'condition',
      label: 'Cannot be Normal Summoned or Set; Special Summoned only by "Yubel"',
      rules: [{ code: 'onlyByProcedure' }, { code: 'cannotBeSpecialSummoned' }],
    },
    // Battles never destroy it, no battle damage to you from its battles, and the attacker's ATK to your opponent.
    ...yubelsBattleEffects,
    {
      // During your End Phase: Destroy all other monsters on the field (mandatory).
      kind: 'trigger',
      label: 'Destroy every other monster on the field',
      declares: ['destroy'],
      when: yourEndPhase,
      affects: { destroy: (ctx) => ctx.monsters('all').filter((c) => c !== ctx.card) },
      resolve: (ctx) => {
        ctx.destroy(ctx.monsters('all').filter((c) => c !== ctx.card));
      },
    },
    {
      // When this face-up card leaves the field: You can Special Summon 1 "Yubel - The Ultimate Nightmare" from your hand,
      // Deck or Graveyard (not when it goes to the Deck: the script's `GetLocation()~=LOCATION_DECK`).
      kind: 'trigger',
      range: 'leavingField',
      optional: true,
      label: 'Special Summon 1 "Yubel - The Ultimate Nightmare" from your hand, Deck or Graveyard',
      declares: ['specialSummon'],
      when: (ctx, e) => e.type === 'leftField' && e.card === ctx.card && e.faceUp && !ctx.deck('all').includes(ctx.card),
      condition: (ctx) => freeMonsterZones(ctx) > 0 && nightmares(ctx).length > 0,
      resolve: (ctx) => {
        const options = nightmares(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a "Yubel - The Ultimate Nightmare" to Special Summon', options);
        const fromDeck = ctx.deck('mine').includes(card);
        ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card), { properly: true });
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
