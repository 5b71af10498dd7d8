import { typeEquipSpec } from './typeEquipSpec';

// "Equip only to an Aqua monster. It gains 300 ATK/DEF" (Power of Kaishin, texts-2016)
typeEquipSpec('Power of Kaishin', 'Aqua', 'Turtle Tiger', 'Great White');
