import { describe } from 'vitest';
import { fusionSummonSpec } from './fusionSummonSpec';

// Labyrinth Tank: "Giga-Tech Wolf" + "Cannon Soldier" (no effect)
describe('Labyrinth Tank', () => {
  fusionSummonSpec('Labyrinth Tank', ['Giga-Tech Wolf', 'Cannon Soldier'], { atk: 2400, def: 2400 });
});
