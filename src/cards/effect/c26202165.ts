// Sangan
import type { CardDefinition } from '../../engine/card';
import { searchWhenSentToGraveyard } from '../../engine/effects/library';

export default {
  passcode: '26202165',
  name: 'Sangan',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 3,
  atk: 1000,
  def: 600,
  text: 'If this card is sent from the field to the Graveyard: add 1 monster with 1500 or less ATK from your Deck to your hand; for the rest of this turn you cannot activate cards or effects of that name. This effect of "Sangan" can be used only once per turn.',
  // Sent from the field to the GY: search a monster with 1500 or less ATK; that name is locked this turn; once per turn.
  effects: [searchWhenSentToGraveyard('ATK', 1500)],
  eras: {
    // GOAT (April 2005): the card as printed, before the 2015 errata: no once per turn, no name lock
    // (EDOPro's goat/ script of this card registers the search alone: docs/goat.md).
    goat: {
      text: 'If this card is sent from the field to the Graveyard: add 1 monster with 1500 or less ATK from your Deck to your hand. No limit per turn.',
      effects: [searchWhenSentToGraveyard('ATK', 1500, { asPrinted: true })],
    },
  },
} satisfies CardDefinition;
