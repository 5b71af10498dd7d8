import { typeEquipSpec } from './typeEquipSpec';

// "Equip only to a Plant monster. It gains 300 ATK/DEF" (Vile Germs, texts-2016)
typeEquipSpec('Vile Germs', 'Plant', 'Darkworld Thorns', 'Celtic Guardian');
