import { describe } from 'vitest';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

describe('Roaring Ocean Snake', () => {
  fusionSummonSpec('Roaring Ocean Snake', ['Mystic Lamp', 'Hyosube'], { atk: 2100, def: 1800 }, [standIn('98049915', 'Mystic Lamp', 'effect', 'DARK', 'Spellcaster', 1, 400, 300)]);
});
