/** The Trap Cards of the pool, one module each (keyed by passcode). */
import type { CardDefinition } from '../../engine/card';
import c03819470 from './c03819470'; // Seven Tools of the Bandit
import c04206964 from './c04206964'; // Trap Hole
import c12607053 from './c12607053'; // Waboku
import c14315573 from './c14315573'; // Negate Attack
import c17814387 from './c17814387'; // Reinforcements
import c24068492 from './c24068492'; // Just Desserts
import c29401950 from './c29401950'; // Bottomless Trap Hole
import c36361633 from './c36361633'; // Threatening Roar
import c44095762 from './c44095762'; // Mirror Force
import c44209392 from './c44209392'; // Castle Walls
import c53582587 from './c53582587'; // Torrential Tribute
import c56120475 from './c56120475'; // Sakuretsu Armor
import c62279055 from './c62279055'; // Magic Cylinder
import c70342110 from './c70342110'; // Dimensional Prison
import c77414722 from './c77414722'; // Magic Jammer
import c83887306 from './c83887306'; // Two-Pronged Attack

export const TRAPS: readonly CardDefinition[] = [
  c03819470,
  c04206964,
  c12607053,
  c14315573,
  c17814387,
  c24068492,
  c29401950,
  c36361633,
  c44095762,
  c44209392,
  c53582587,
  c56120475,
  c62279055,
  c70342110,
  c77414722,
  c83887306,
];
