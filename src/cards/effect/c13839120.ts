// Yellow Gadget
import type { CardDefinition } from '../../engine/card';
import { gadgetSearch } from './gadgets';

export default {
  passcode: '13839120',
  name: 'Yellow Gadget',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Machine',
  level: 4,
  atk: 1200,
  def: 1200,
  text: 'When this card is Normal Summoned or Special Summoned: you can add 1 "Green Gadget" from your Deck to your hand.',
  effects: [
    // When this card is Normal or Special Summoned: You can add 1 "Green Gadget" from your Deck to your hand
    gadgetSearch('Green Gadget'),
  ],
} satisfies CardDefinition;
