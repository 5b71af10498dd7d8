/** The Trap Cards of the pool, one module each (keyed by passcode). */
import type { CardDefinition } from '../../engine/card';
import c03819470 from './c03819470'; // Seven Tools of the Bandit
import c17814387 from './c17814387'; // Reinforcements
import c24068492 from './c24068492'; // Just Desserts
import c36361633 from './c36361633'; // Threatening Roar
import c44209392 from './c44209392'; // Castle Walls
import c77414722 from './c77414722'; // Magic Jammer
import c83887306 from './c83887306'; // Two-Pronged Attack

export const TRAPS: readonly CardDefinition[] = [
  c03819470,
  c17814387,
  c24068492,
  c36361633,
  c44209392,
  c77414722,
  c83887306,
];
