// Black Luster Ritual
import type { CardDefinition } from '../../engine/card';
import { ritualSpell } from '../../engine/effects/library';

export default {
  passcode: '55761792',
  name: 'Black Luster Ritual',
  frame: 'spell',
  subtype: ['ritual'],
  text: 'Ritual Summon Black Luster Soldier from your hand by Tributing monsters from your hand or field whose Levels add up to 8 or more.',
  // Ritual Summon "Black Luster Soldier": Tribute monsters from your hand or field whose total Levels are 8 or more
  effects: [ritualSpell('Black Luster Soldier', 8)],
} satisfies CardDefinition;
