import { describe } from 'vitest';
import { plainFusionSpec, standIn } from './plainFusionSpec';

describe('Twin-Headed Thunder Dragon', () => {
  plainFusionSpec('Twin-Headed Thunder Dragon', ['Thunder Dragon', 'Thunder Dragon'], { atk: 2800, def: 2100 }, [standIn('31786629', 'Thunder Dragon', 'effect', 'LIGHT', 'Thunder', 5, 1600, 1500)]);
});
