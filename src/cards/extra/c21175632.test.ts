import { describe } from 'vitest';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

describe('St. Joan', () => {
  fusionSummonSpec('St. Joan', ['The Forgiving Maiden', 'Marie the Fallen One'], { atk: 2800, def: 2000 }, [standIn('84080938', 'The Forgiving Maiden', 'effect', 'LIGHT', 'Fairy', 4, 850, 2000), standIn('57579381', 'Marie the Fallen One', 'effect', 'DARK', 'Fiend', 5, 1700, 1200)]);
});
