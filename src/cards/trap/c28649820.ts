// Embodiment of Apophis
import type { CardDefinition } from '../../engine/card';
import { trapMonsterActivation } from '../../engine/effects/library';

/** A Trap Monster: the facts below are those it has as a monster in a Monster Zone (library.ts `trapMonsterActivation`). */
export default {
  passcode: '28649820',
  name: 'Embodiment of Apophis',
  frame: 'trap',
  subtype: ['continuous'],
  trapMonster: true,
  attribute: 'EARTH',
  monsterType: 'Reptile',
  level: 4,
  atk: 1600,
  def: 1800,
  text: 'Activate in either player\'s Main Phase, with a Monster Zone free: Special Summon this card to your Monster Zone as a Normal Monster (Reptile, EARTH, Level 4, ATK 1600, DEF 1800). There it counts as a Trap Card too, and the Spell & Trap Zone it left cannot be used while it stays.',
  effects: [
    // Special Summon this card as a Normal Monster
    trapMonsterActivation('Special Summon this card as a Normal Monster'),
  ],
} satisfies CardDefinition;
