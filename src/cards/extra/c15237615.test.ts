import { describe } from 'vitest';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

// Empress Judge: "Queen's Double" + "Hibikime" (no effect)
describe('Empress Judge', () => {
  fusionSummonSpec('Empress Judge', ["Queen's Double", 'Hibikime'], { atk: 2100, def: 1700 }, [standIn('05901497', "Queen's Double", 'effect', 'EARTH', 'Warrior', 1, 350, 300)]);
});
