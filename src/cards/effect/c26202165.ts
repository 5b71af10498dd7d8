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
  text: 'When it falls from the field to the Graveyard, it fetches a monster with 1500 ATK or less from your Deck; you cannot activate cards or effects of that name for the rest of the turn. Once a turn.',
  // Sent from the field to the GY: search a monster with 1500 or less ATK; that name is locked this turn; once per turn.
  effects: [searchWhenSentToGraveyard('ATK', 1500)],
  eras: {
    // GOAT (April 2005): the card as printed, before the 2015 errata: no once per turn, no name lock
    // (EDOPro's goat/ script of this card registers the search alone: docs/goat.md).
    goat: {
      text: 'When it falls from the field to the Graveyard, it fetches a monster with 1500 ATK or less from your Deck.',
      effects: [searchWhenSentToGraveyard('ATK', 1500, { asPrinted: true })],
    },
  },
} satisfies CardDefinition;
