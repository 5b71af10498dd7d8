// Black Magic Ritual
import type { CardDefinition } from '../../engine/card';
import { ritualSpell } from '../../engine/effects/library';

export default {
  passcode: '76792184',
  name: 'Black Magic Ritual',
  frame: 'spell',
  subtype: ['ritual'],
  text: 'Ritual Spell: Tribute monsters from your hand or field whose Levels total 8 or more, then Special Summon "Magician of Black Chaos" from your hand (a Ritual Summon).',
  // Ritual Summon "Magician of Black Chaos": Tribute monsters from your hand or field whose total Levels are 8 or more
  effects: [ritualSpell('Magician of Black Chaos', 8)],
} satisfies CardDefinition;
