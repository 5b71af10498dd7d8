import { describe } from 'vitest';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

// Skull Knight: "Tainted Wisdom" + "Ancient Brain" (no effect)
describe('Skull Knight', () => {
  fusionSummonSpec('Skull Knight', ['Tainted Wisdom', 'Ancient Brain'], { atk: 2650, def: 2250 }, [standIn('28725004', 'Tainted Wisdom', 'effect', 'DARK', 'Fiend', 3, 1250, 800)]);
});
