// Green Gadget
import type { CardDefinition } from '../../engine/card';
import { gadgetSearch } from './gadgets';

export default {
  passcode: '41172955',
  name: 'Green Gadget',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Machine',
  level: 4,
  atk: 1400,
  def: 600,
  text: 'When this card is Normal Summoned or Special Summoned: you can add 1 "Red Gadget" from your Deck to your hand.',
  effects: [
    // When this card is Normal or Special Summoned: You can add 1 "Red Gadget" from your Deck to your hand
    gadgetSearch('Red Gadget'),
  ],
} satisfies CardDefinition;
