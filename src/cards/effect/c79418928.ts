// Electromagnet Warrior Beta
import type { CardDefinition } from '../../engine/card';
import { searchFor } from '../../engine/effects/library';
import { magnetWarrior, tributeForMagnetWarrior, whenSummoned } from './electromagnet';

export default {
  passcode: '79418928',
  name: 'Electromagnet Warrior Beta',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 3,
  atk: 1500,
  def: 1500,
  text: 'If this card is Normal or Special Summoned: you can add 1 Level 4 or lower "Magnet Warrior" monster other than "Electromagnet Warrior Beta" from your Deck to your hand (once per turn for this card\'s name). During your opponent\'s turn (Quick Effect): you can Tribute this card to Special Summon 1 Level 4 "Magnet Warrior" monster from your Deck.',
  effects: [
    whenSummoned({
      // If this card is Normal or Special Summoned: You can add 1 Level 4 or lower "Magnet Warrior" monster from your Deck to your hand, except "Electromagnet Warrior Beta" (once per turn by name)
      label: 'Add a Level 4 or lower "Magnet Warrior" monster from your Deck to your hand',
      declares: ['search', 'toHand'],
      ...searchFor('a Level 4 or lower "Magnet Warrior" monster', (def) => magnetWarrior(def) && (def.level ?? 0) <= 4 && def.name !== 'Electromagnet Warrior Beta'),
    }),
    // During your opponent's turn: You can Tribute this card; Special Summon 1 Level 4 "Magnet Warrior" monster from your Deck (Quick Effect)
    tributeForMagnetWarrior,
  ],
} satisfies CardDefinition;
