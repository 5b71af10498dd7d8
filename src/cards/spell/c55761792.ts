// Black Luster Ritual
import type { CardDefinition } from '../../engine/card';
import { ritualSpell } from '../../engine/effects/library';

export default {
  passcode: '55761792',
  name: 'Black Luster Ritual',
  frame: 'spell',
  subtype: ['ritual'],
  text: 'Ritual Spell: Tribute monsters from your hand or field whose Levels total 8 or more, then Special Summon "Black Luster Soldier" from your hand (a Ritual Summon).',
  // Ritual Summon "Black Luster Soldier": Tribute monsters from your hand or field whose total Levels are 8 or more
  effects: [ritualSpell('Black Luster Soldier', 8)],
} satisfies CardDefinition;
