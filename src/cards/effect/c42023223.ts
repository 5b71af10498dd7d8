// Electromagnet Warrior Alpha
import type { CardDefinition } from '../../engine/card';
import { searchFor } from '../../engine/effects/library';
import { magnaWarrior, tributeForMagnetWarrior, whenSummoned } from './electromagnet';

export default {
  passcode: '42023223',
  name: 'Electromagnet Warrior Alpha',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 3,
  atk: 1700,
  def: 1100,
  text: 'If this card is Normal or Special Summoned: you can add 1 Level 8 "Magna Warrior" monster from your Deck to your hand (once per turn for this card\'s name). During your opponent\'s turn (Quick Effect): you can Tribute this card to Special Summon 1 Level 4 "Magnet Warrior" monster from your Deck.',
  effects: [
    whenSummoned({
      // If this card is Normal or Special Summoned: You can add 1 Level 8 "Magna Warrior" monster from your Deck to your hand (once per turn by name)
      label: 'Add a Level 8 "Magna Warrior" monster from your Deck to your hand',
      declares: ['search', 'toHand'],
      ...searchFor('a Level 8 "Magna Warrior" monster', (def) => magnaWarrior(def) && def.level === 8),
    }),
    // During your opponent's turn: You can Tribute this card; Special Summon 1 Level 4 "Magnet Warrior" monster from your Deck (Quick Effect)
    tributeForMagnetWarrior,
  ],
} satisfies CardDefinition;
