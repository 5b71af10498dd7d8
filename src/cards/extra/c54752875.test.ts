import { describe } from 'vitest';
import { fusionSummonSpec } from './fusionSummonSpec';

describe('Twin-Headed Thunder Dragon', () => {
  fusionSummonSpec('Twin-Headed Thunder Dragon', ['Thunder Dragon', 'Thunder Dragon'], { atk: 2800, def: 2100 });
});
