// Witch of the Black Forest
import type { CardDefinition } from '../../engine/card';
import { searchWhenSentToGraveyard } from '../../engine/effects/library';

export default {
  passcode: '78010363',
  name: 'Witch of the Black Forest',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1100,
  def: 1200,
  text: 'If this card is sent from the field to the Graveyard: add 1 monster with 1500 or less DEF from your Deck to your hand; for the rest of this turn you cannot activate cards or effects of that name. This effect of "Witch of the Black Forest" can be used only once per turn.',
  // Sent from the field to the GY: search a monster with 1500 or less DEF; that name is locked this turn; once per turn.
  effects: [searchWhenSentToGraveyard('DEF', 1500)],
  eras: {
    // GOAT (April 2005): the card as printed, before the 2015 errata: no once per turn, no name lock
    // (EDOPro's goat/ script of this card registers the search alone: docs/goat.md).
    goat: {
      text: 'If this card is sent from the field to the Graveyard: add 1 monster with 1500 or less DEF from your Deck to your hand. No limit per turn.',
      effects: [searchWhenSentToGraveyard('DEF', 1500, { asPrinted: true })],
    },
  },
} satisfies CardDefinition;
