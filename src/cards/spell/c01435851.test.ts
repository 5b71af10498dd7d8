import { typeEquipSpec } from './typeEquipSpec';

// "Equip only to a Dragon monster. It gains 300 ATK/DEF" (Dragon Treasure, texts-2016)
typeEquipSpec('Dragon Treasure', 'Dragon', 'Koumori Dragon', 'Celtic Guardian');
