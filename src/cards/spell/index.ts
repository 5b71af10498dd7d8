/** The Spell Cards of the pool, one module each (keyed by passcode). */
import type { CardDefinition } from '../../engine/card';
import c04614116 from './c04614116'; // Dark Energy
import c05318639 from './c05318639'; // Mystical Space Typhoon
import c08267140 from './c08267140'; // Cosmic Cyclone
import c12580477 from './c12580477'; // Raigeki
import c14087893 from './c14087893'; // Book of Moon
import c17092736 from './c17092736'; // Ancient Telescope
import c18144506 from './c18144506'; // Harpie's Feather Duster
import c19159413 from './c19159413'; // De-Spell
import c19523799 from './c19523799'; // Ookazi
import c19613556 from './c19613556'; // Heavy Storm
import c22702055 from './c22702055'; // Umi
import c37120512 from './c37120512'; // Sword of Dark Destruction
import c51482758 from './c51482758'; // Remove Trap
import c53129443 from './c53129443'; // Dark Hole
import c55144522 from './c55144522'; // Pot of Greed
import c59197169 from './c59197169'; // Yami
import c61854111 from './c61854111'; // Legendary Sword
import c66788016 from './c66788016'; // Fissure
import c71044499 from './c71044499'; // Nobleman of Crossout
import c72892473 from './c72892473'; // Card Destruction
import c79571449 from './c79571449'; // Graceful Charity
import c81820689 from './c81820689'; // The Inexperienced Spy
import c83764718 from './c83764718'; // Monster Reborn
import c84257639 from './c84257639'; // Dian Keto the Cure Master
import c86318356 from './c86318356'; // Sogen
import c87430998 from './c87430998'; // Forest
import c91595718 from './c91595718'; // Book of Secret Arts
import c98374133 from './c98374133'; // Invigoration

export const SPELLS: readonly CardDefinition[] = [
  c04614116,
  c05318639,
  c08267140,
  c12580477,
  c14087893,
  c17092736,
  c18144506,
  c19159413,
  c19523799,
  c19613556,
  c22702055,
  c37120512,
  c51482758,
  c53129443,
  c55144522,
  c59197169,
  c61854111,
  c66788016,
  c71044499,
  c72892473,
  c79571449,
  c81820689,
  c83764718,
  c84257639,
  c86318356,
  c87430998,
  c91595718,
  c98374133,
];
