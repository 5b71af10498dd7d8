// Necrovalley
import type { CardDefinition } from '../../engine/card';

/** Cards whose activation and effect Necrovalley does not affect (their text says so). */
const UNAFFECTED: readonly string[] = ['Rite of Spirit'];

export default {
  passcode: '47355498',
  name: 'Necrovalley',
  frame: 'spell',
  subtype: ['field'],
  text: 'Field Spell: "Gravekeeper\'s" monsters on the field gain 500 ATK and DEF. Cards in either Graveyard cannot be banished. A card effect that would move a card out of a Graveyard (other than this card, or the card whose effect it is) is negated; one that targets such a card does nothing.',
  effects: [
    {
      // All "Gravekeeper's" monsters gain 500 ATK/DEF; cards in either Graveyard cannot be banished;
      // negate card effects that would move a card in the Graveyard (other than itself) elsewhere.
      kind: 'activation',
      label: '"Gravekeeper\'s" monsters +500 ATK/DEF; cards in the Graveyards cannot be banished nor moved by effects',
      declares: ['modifyStats', 'restrict', 'negate'],
      modifiers: (ctx) => [{ applies: (card) => ctx.controllerOf(card) !== null && ctx.definition(card).name.startsWith("Gravekeeper's"), atk: 500, def: 500 }],
      rules: [
        { code: 'cannotBanishFromGraveyard', applies: (ctx, _player, card) => card !== ctx.card },
        // "Other than itself": Necrovalley in a Graveyard, and (the GOAT-era script, goat/pre-errata c511002998) the card whose effect moves itself.
        // Rite of Spirit: "unaffected by Necrovalley" (its text), so it is not held for it.
        { code: 'locksGraveyard', applies: (ctx, card, by) => card !== ctx.card && card !== by && !UNAFFECTED.includes(ctx.definition(by).name) },
      ],
    },
  ],
} satisfies CardDefinition;
