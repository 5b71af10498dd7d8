import { describe } from 'vitest';
import { fusionSummonSpec } from './fusionSummonSpec';

describe('Musician King', () => {
  fusionSummonSpec('Musician King', ['Witch of the Black Forest', 'Lady of Faith'], { atk: 1750, def: 1500 });
});
