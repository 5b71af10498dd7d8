import { describe } from 'vitest';
import { plainFusionSpec, standIn } from './plainFusionSpec';

describe('Musician King', () => {
  plainFusionSpec('Musician King', ['Witch of the Black Forest', 'Lady of Faith'], { atk: 1750, def: 1500 }, [
    standIn('17358176', 'Lady of Faith', 'normal', 'LIGHT', 'Spellcaster', 3, 1100, 800),
  ]);
});
