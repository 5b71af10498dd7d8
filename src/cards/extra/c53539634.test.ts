import { describe } from 'vitest';
import { fusionSummonSpec } from './fusionSummonSpec';

describe('Sanwitch', () => {
  fusionSummonSpec('Sanwitch', ['Sangan', 'Witch of the Black Forest'], { atk: 2100, def: 1800 });
});
