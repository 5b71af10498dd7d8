// Contract with the Dark Master
import type { CardDefinition } from '../../engine/card';
import { ritualSpell } from '../../engine/effects/library';

export default {
  passcode: '96420087',
  name: 'Contract with the Dark Master',
  frame: 'spell',
  subtype: ['ritual'],
  text: 'Ritual Spell: Ritual Summon (a Special Summon) Dark Master - Zorc from your hand by Tributing monsters from your hand or field whose Levels add up to 8 or more.',
  effects: [ritualSpell('Dark Master - Zorc', 8)],
} satisfies CardDefinition;
