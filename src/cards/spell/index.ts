/** The Spell Cards of the pool, one module each (keyed by passcode). */
import type { CardDefinition } from '../../engine/card';
import c05318639 from './c05318639'; // Mystical Space Typhoon
import c12580477 from './c12580477'; // Raigeki
import c19523799 from './c19523799'; // Ookazi
import c19613556 from './c19613556'; // Heavy Storm
import c53129443 from './c53129443'; // Dark Hole
import c55144522 from './c55144522'; // Pot of Greed
import c83764718 from './c83764718'; // Monster Reborn
import c84257639 from './c84257639'; // Dian Keto the Cure Master

export const SPELLS: readonly CardDefinition[] = [
  c05318639,
  c12580477,
  c19523799,
  c19613556,
  c53129443,
  c55144522,
  c83764718,
  c84257639,
];
