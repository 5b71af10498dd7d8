import { describe } from 'vitest';
import { plainFusionSpec, standIn } from './plainFusionSpec';

describe('Giltia the D. Knight', () => {
  plainFusionSpec('Giltia the D. Knight', ['Guardian of the Labyrinth', 'Protector of the Throne'], { atk: 1850, def: 1500 }, [standIn('89272878', 'Guardian of the Labyrinth', 'normal', 'EARTH', 'Warrior', 4, 1000, 1200), standIn('10071456', 'Protector of the Throne', 'normal', 'EARTH', 'Warrior', 4, 800, 1500)]);
});
