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
  text: 'When she falls from the field to the Graveyard, she fetches a monster with 1500 DEF or less from your Deck; you cannot activate cards or effects of that name for the rest of the turn. Once a turn.',
  // Sent from the field to the GY: search a monster with 1500 or less DEF; that name is locked this turn; once per turn.
  effects: [searchWhenSentToGraveyard('DEF', 1500)],
  eras: {
    // GOAT (April 2005): the card as printed, before the 2015 errata: no once per turn, no name lock
    // (EDOPro's goat/ script of this card registers the search alone: docs/goat.md).
    goat: {
      text: 'When she falls from the field to the Graveyard, she fetches a monster with 1500 DEF or less from your Deck.',
      effects: [searchWhenSentToGraveyard('DEF', 1500, { asPrinted: true })],
    },
  },
} satisfies CardDefinition;
