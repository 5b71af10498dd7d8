/** The Trap Cards of the pool, one module each (keyed by passcode). */
import type { CardDefinition } from '../../engine/card';
import c03819470 from './c03819470'; // Seven Tools of the Bandit
import c24068492 from './c24068492'; // Just Desserts
import c36361633 from './c36361633'; // Threatening Roar
import c77414722 from './c77414722'; // Magic Jammer

export const TRAPS: readonly CardDefinition[] = [
  c03819470,
  c24068492,
  c36361633,
  c77414722,
];
