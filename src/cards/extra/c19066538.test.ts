import { describe } from 'vitest';
import { plainFusionSpec, standIn } from './plainFusionSpec';

describe('Roaring Ocean Snake', () => {
  plainFusionSpec('Roaring Ocean Snake', ['Mystic Lamp', 'Hyosube'], { atk: 2100, def: 1800 }, [standIn('98049915', 'Mystic Lamp', 'effect', 'DARK', 'Spellcaster', 1, 400, 300), standIn('02118022', 'Hyosube', 'normal', 'WATER', 'Aqua', 4, 1500, 900)]);
});
