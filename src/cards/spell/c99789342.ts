// Dark Magic Curtain
import type { CardDefinition } from '../../engine/card';
import { deckHas, freeMonsterZones, payHalfLpCost, specialSummonFromDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const isDarkMagician = (ctx: EffectContext, c: string): boolean => ctx.definition(c).name === 'Dark Magician';

export default {
  passcode: '99789342',
  name: 'Dark Magic Curtain',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Only if you have not Summoned this turn. As a cost, pay half your Life Points; then Special Summon 1 "Dark Magician" from your Deck. Once it is activated, you cannot Normal, Flip or Special Summon for the rest of the turn (Setting is allowed).',
  listedNames: ['Dark Magician'],
  effects: [
    {
      // If you activate this card, you cannot Normal Summon, Flip Summon or Special Summon this turn.
      // Pay half your Life Points to Special Summon 1 "Dark Magician" from your Deck.
      kind: 'activation',
      label: 'Pay half your LP: Special Summon a Dark Magician from your Deck',
      declares: ['specialSummon', 'restrict'],
      condition: (ctx) => ctx.thisTurn('summoned', ctx.player).length === 0 && freeMonsterZones(ctx) > 0 && deckHas(ctx, (c) => isDarkMagician(ctx, c)),
      cost: payHalfLpCost,
      resolve: (ctx) => {
        specialSummonFromDeck(ctx, 'Choose a Dark Magician to Special Summon', (c) => isDarkMagician(ctx, c));
        // The engine's "cannot Summon" lock also stops Special Summons by effects, so it is placed once the
        // card's own Summon is done (a negated activation leaves no lock: a known gap, see src/cards/README.md).
        ctx.applyRule('noSummons', { player: ctx.player }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
