// Polymerization
import type { CardDefinition } from '../../engine/card';
import { fusionSummon } from '../../engine/effects/library';

export default {
  passcode: '24094653',
  name: 'Polymerization',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Send the monsters a Fusion Monster in your Extra Deck names from your hand or field to the Graveyard, and Special Summon that Fusion Monster.',
  // Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field as material
  effects: [fusionSummon()],
} satisfies CardDefinition;
