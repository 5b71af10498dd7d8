import { typeEquipSpec } from './typeEquipSpec';

// "Equip only to a Zombie monster. It gains 300 ATK/DEF" (Violet Crystal, texts-2016)
typeEquipSpec('Violet Crystal', 'Zombie', 'Dragon Zombie', 'Celtic Guardian');
