// Last Will
import { isMonster, type CardDefinition } from '../../engine/card';
import { deckHas, freeMonsterZones, monsterSentToYourGraveyard, specialSummonFromDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A monster this player controlled went to their own Graveyard this turn. */
const lostAMonster = (ctx: EffectContext): boolean =>
  ctx.thisTurn('leftField', ctx.player).some((c) => ctx.graveyard('mine').includes(c));

/** A monster with 1500 or less ATK. */
const fits = (ctx: EffectContext, card: string): boolean => isMonster(ctx.definition(card)) && (ctx.definition(card).atk ?? 0) <= 1500;

function summonFromDeck(ctx: EffectContext): void {
  specialSummonFromDeck(ctx, 'Choose a monster with 1500 or less ATK to Special Summon from your Deck', (c) => fits(ctx, c));
}

/** A Special Summon from the Deck can be activated only with a fitting monster there (and a free zone to put it in). */
const canSummonFromDeck = (ctx: EffectContext): boolean => deckHas(ctx, (c) => fits(ctx, c));

export default {
  passcode: '85602018',
  name: 'Last Will',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Once this turn, when a monster you control is sent to your Graveyard (one already sent earlier this turn counts): you can Special Summon 1 monster with 1500 or less ATK from your Deck (once per turn). Needs such a monster in your Deck to activate.',
  effects: [
    {
      // If a monster you control is sent to your GY this turn, you can Special Summon 1 monster
      // with 1500 or less ATK from your Deck, once, during this turn. (One already sent earlier
      // this turn counts: then the Summon may happen as this card resolves.)
      kind: 'activation',
      label: 'Once this turn, after you lose a monster: Special Summon 1 monster with 1500 or less ATK from your Deck',
      declares: ['specialSummon'],
      condition: canSummonFromDeck,
      resolve: (ctx) => {
        if (lostAMonster(ctx) && canSummonFromDeck(ctx) && freeMonsterZones(ctx) > 0 && ctx.chooseOption(ctx.player, 'Use Last Will now?', ['yes', 'no'] as const) === 'yes') return summonFromDeck(ctx);
        ctx.awaitLaterThisTurn('laterThisTurn');
      },
    },
    {
      // The same, later this turn: when a monster you control is sent to your Graveyard.
      kind: 'trigger',
      key: 'laterThisTurn',
      range: 'delayed',
      optional: true,
      oncePerTurn: 'card',
      label: 'Special Summon 1 monster with 1500 or less ATK from your Deck',
      declares: ['specialSummon'],
      when: monsterSentToYourGraveyard,
      condition: (ctx) => canSummonFromDeck(ctx) && freeMonsterZones(ctx) > 0,
      resolve: summonFromDeck,
    },
  ],
  eras: {
    // GOAT (April 2005): only a monster sent to your Graveyard after this card resolves counts, and
    // the first such moment is the one chance, taken or not (EDOPro goat/c504700147.lua: docs/goat.md).
    goat: {
      text: 'This turn, the first time a monster you control is sent to your Graveyard after this card resolves: you can Special Summon 1 monster with 1500 or less ATK from your Deck (once per turn; that first monster uses up the chance even if you do not Summon). It can be activated with no such monster in your Deck.',
      effects: [
        {
          // Activate: wait for the first monster you control sent to your GY later this turn
          kind: 'activation',
          label: 'This turn, the next time you lose a monster: you may Special Summon 1 monster with 1500 or less ATK from your Deck',
          declares: ['specialSummon'],
          resolve: (ctx) => ctx.awaitLaterThisTurn('laterThisTurn'),
        },
        {
          // When a monster you control is sent to your GY: you may Special Summon 1 monster with 1500 or less ATK from your Deck (this once)
          kind: 'trigger',
          key: 'laterThisTurn',
          range: 'delayed',
          oncePerTurn: 'card',
          label: 'You may Special Summon 1 monster with 1500 or less ATK from your Deck',
          declares: ['specialSummon'],
          when: monsterSentToYourGraveyard,
          resolve: (ctx) => {
            if (canSummonFromDeck(ctx) && freeMonsterZones(ctx) > 0 && ctx.chooseOption(ctx.player, 'Use Last Will now?', ['yes', 'no'] as const) === 'yes') summonFromDeck(ctx);
          },
        },
      ],
    },
  },
} satisfies CardDefinition;
