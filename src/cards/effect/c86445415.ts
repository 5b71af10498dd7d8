// Red Gadget
import type { CardDefinition } from '../../engine/card';
import { gadgetSearch } from './gadgets';

export default {
  passcode: '86445415',
  name: 'Red Gadget',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Machine',
  level: 4,
  atk: 1300,
  def: 1500,
  text: 'When this card is Normal Summoned or Special Summoned: you can add 1 "Yellow Gadget" from your Deck to your hand.',
  effects: [
    // When this card is Normal or Special Summoned: You can add 1 "Yellow Gadget" from your Deck to your hand
    gadgetSearch('Yellow Gadget'),
  ],
} satisfies CardDefinition;
