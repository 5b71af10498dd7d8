import { describe } from 'vitest';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

// Cyber Saurus: "Blast Juggler" + "Two-Headed King Rex" (no effect)
describe('Cyber Saurus', () => {
  fusionSummonSpec('Cyber Saurus', ['Blast Juggler', 'Two-Headed King Rex'], { atk: 1800, def: 1400 }, [standIn('70138455', 'Blast Juggler', 'effect', 'FIRE', 'Machine', 3, 800, 900)]);
});
