import { describe } from 'vitest';
import { fusionSummonSpec } from './fusionSummonSpec';

describe('Giltia the D. Knight', () => {
  fusionSummonSpec('Giltia the D. Knight', ['Guardian of the Labyrinth', 'Protector of the Throne'], { atk: 1850, def: 1500 });
});
