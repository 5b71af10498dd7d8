// Black Illusion Ritual
import type { CardDefinition } from '../../engine/card';
import { ritualSpell } from '../../engine/effects/library';

export default {
  passcode: '41426869',
  name: 'Black Illusion Ritual',
  frame: 'spell',
  subtype: ['ritual'],
  text: 'Ritual Spell: Tribute monsters from your hand or field whose Levels total 1 or more, then Special Summon "Relinquished" from your hand (a Ritual Summon).',
  // Ritual Summon "Relinquished": Tribute monsters from your hand or field whose total Levels are 1 or more
  effects: [ritualSpell('Relinquished', 1)],
} satisfies CardDefinition;
