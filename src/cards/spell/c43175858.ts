// Toon Kingdom
import type { CardDefinition } from '../../engine/card';
import { isToon, TOON_WORLD } from '../../engine/effects/toons';

const BANISHED = 3;

export default {
  passcode: '43175858',
  name: 'Toon Kingdom',
  frame: 'spell',
  subtype: ['field'],
  text:
    'Field Spell. As this card is activated, banish the top 3 cards of your Deck face-down. While it is in the Field Zone, its name is "Toon World". Your opponent cannot target the Toon monsters you control with card effects. If a face-up Toon monster you control would be destroyed by battle or by a card effect, you can banish 1 card from the top of your Deck face-down for each such monster instead.',
  effects: [
    {
      // When this card is activated: Banish 3 cards from the top of your Deck, face-down.
      kind: 'activation',
      label: 'Activate Toon Kingdom: banish the top 3 cards of your Deck face-down',
      declares: ['banish'],
      condition: (ctx) => ctx.deck('mine').length >= BANISHED && ctx.deck('mine').slice(0, BANISHED).every((c) => ctx.mayBanish(c)),
      resolve: (ctx) => ctx.banishFaceDown(ctx.deck('mine').slice(0, BANISHED)),
    },
    {
      // This card's name becomes "Toon World" while in the Field Zone.
      kind: 'continuous',
      label: 'Its name is "Toon World" in the Field Zone',
      rules: [{ code: 'nameBecomes', applies: () => TOON_WORLD }],
    },
    {
      // Your opponent cannot target Toon monsters you control with card effects.
      kind: 'continuous',
      label: 'Your opponent cannot target your Toon monsters',
      rules: [{ code: 'protects', applies: (ctx, card, by) => by !== ctx.player && ctx.controllerOf(card) === ctx.player && isToon(ctx, card) }],
    },
    {
      // If a Toon monster(s) you control would be destroyed by battle or card effect, you can banish 1 card from the top of your Deck, face-down, for each of those monster(s) instead.
      kind: 'continuous',
      label: 'Banish 1 card from the top of your Deck face-down instead of the destruction of each Toon',
      rules: [{ code: 'deckTopBanishedInsteadOfDestruction', applies: (ctx, monster) => ctx.controllerOf(monster) === ctx.player && ctx.isFaceUp(monster) && isToon(ctx, monster) }],
    },
  ],
} satisfies CardDefinition;
