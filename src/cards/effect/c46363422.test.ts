import { skilledMagicianSpec } from './skilledMagicianSpec';

// Skilled White Magician: Spell Counters, and its Tribute for "Buster Blader" (GOAT era: goat/c504700074.lua).
skilledMagicianSpec('Skilled White Magician', 'Buster Blader');
