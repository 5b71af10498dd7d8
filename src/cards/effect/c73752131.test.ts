import { skilledMagicianSpec } from './skilledMagicianSpec';

// Skilled Dark Magician: Spell Counters, and its Tribute for "Dark Magician" (GOAT era: goat/c504700122.lua).
skilledMagicianSpec('Skilled Dark Magician', 'Dark Magician');
