import { describe } from 'vitest';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

// Master of Oz: "Big Koala" + "Des Kangaroo" (no effect)
describe('Master of Oz', () => {
  fusionSummonSpec('Master of Oz', ['Big Koala', 'Des Kangaroo'], { atk: 4200, def: 3700 }, [standIn('78613627', 'Des Kangaroo', 'effect', 'DARK', 'Beast', 4, 1500, 1700)]);
});
