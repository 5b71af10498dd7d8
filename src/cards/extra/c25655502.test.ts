import { describe } from 'vitest';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

describe('Bickuribox', () => {
  fusionSummonSpec('Bickuribox', ['Crass Clown', 'Dream Clown'], { atk: 2300, def: 2000 }, [
    standIn('93889755', 'Crass Clown', 'effect', 'DARK', 'Fiend', 4, 1350, 1400),
    standIn('13215230', 'Dream Clown', 'effect', 'EARTH', 'Warrior', 3, 1200, 900),
  ]);
});
