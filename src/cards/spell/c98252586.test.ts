import { typeEquipSpec } from './typeEquipSpec';

// "Equip only to a Winged Beast monster. It gains 300 ATK/DEF" (Follow Wind, texts-2016)
typeEquipSpec('Follow Wind', 'Winged Beast', 'Skull Red Bird', 'Koumori Dragon');
