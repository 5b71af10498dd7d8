// Doriado's Blessing
import type { CardDefinition } from '../../engine/card';
import { ritualSpell } from '../../engine/effects/library';

export default {
  passcode: '23965037',
  name: "Doriado's Blessing",
  frame: 'spell',
  subtype: ['ritual'],
  text: 'Ritual Spell: Tribute monsters from your hand or field whose Levels total 3 or more, then Special Summon "Elemental Mistress Doriado" from your hand (a Ritual Summon).',
  // This card is used to Ritual Summon "Elemental Mistress Doriado": Tribute monsters whose total Levels equal 3 or more from the field or your hand.
  effects: [ritualSpell('Elemental Mistress Doriado', 3)],
} satisfies CardDefinition;
