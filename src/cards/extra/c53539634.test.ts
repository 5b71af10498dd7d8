import { describe } from 'vitest';
import { plainFusionSpec } from './plainFusionSpec';

describe('Sanwitch', () => {
  plainFusionSpec('Sanwitch', ['Sangan', 'Witch of the Black Forest'], { atk: 2100, def: 1800 }, []);
});
