// White Dragon Ritual
import type { CardDefinition } from '../../engine/card';
import { ritualSpell } from '../../engine/effects/library';

export default {
  passcode: '09786492',
  name: 'White Dragon Ritual',
  frame: 'spell',
  subtype: ['ritual'],
  text: 'Ritual Spell: Tribute monsters from your hand or field whose Levels total 4 or more, then Special Summon "Paladin of White Dragon" from your hand (a Ritual Summon).',
  // This card is used to Ritual Summon "Paladin of White Dragon". You must also Tribute monsters whose total Levels equal 4 or more from the field or your hand.
  effects: [ritualSpell('Paladin of White Dragon', 4)],
} satisfies CardDefinition;
