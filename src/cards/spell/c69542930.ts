// Dedication through Light and Darkness
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, tributableMonsters } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

const CHAOS = 'Dark Magician of Chaos';
const darkMagicians = (ctx: EffectContext): CardId[] => tributableMonsters(ctx).filter((c) => ctx.definition(c).name === 'Dark Magician');
const chaosToSummon = (ctx: EffectContext): CardId[] =>
  [...ctx.hand('mine'), ...ctx.deck('mine'), ...ctx.graveyard('mine')].filter((c) => ctx.definition(c).name === CHAOS && ctx.maySpecialSummonByEffect(c));

export default {
  passcode: '69542930',
  name: 'Dedication through Light and Darkness',
  frame: 'spell',
  subtype: ['quick-play'],
  listedNames: ['Dark Magician', CHAOS],
  text: 'Tribute 1 "Dark Magician" you control to activate this card: Special Summon 1 "Dark Magician of Chaos" from your hand, Deck or Graveyard.',
  effects: [
    {
      // Tribute 1 "Dark Magician"; Special Summon 1 "Dark Magician of Chaos" from your hand, Deck, or GY
      kind: 'activation',
      label: 'Tribute a Dark Magician: Special Summon a Dark Magician of Chaos from your hand, Deck or Graveyard',
      declares: ['specialSummon'],
      condition: (ctx) => chaosToSummon(ctx).length > 0,
      cost: {
        can: (ctx) => darkMagicians(ctx).length > 0,
        pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a Dark Magician to Tribute', darkMagicians(ctx))]),
      },
      resolve: (ctx) => {
        const options = chaosToSummon(ctx).filter((c) => !ctx.graveyard('mine').includes(c) || ctx.mayLeaveGraveyard(c));
        if (options.length === 0 || ctx.freeMonsterZones().length === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a Dark Magician of Chaos to Special Summon', options);
        const fromDeck = ctx.deck('mine').includes(card);
        ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card));
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
