import { typeEquipSpec } from './typeEquipSpec';

// "Equip only to an Insect monster. It gains 300 ATK/DEF" (Laser Cannon Armor, texts-2016)
typeEquipSpec('Laser Cannon Armor', 'Insect', 'Kumootoko', 'Celtic Guardian');
