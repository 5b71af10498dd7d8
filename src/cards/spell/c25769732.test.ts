import { typeEquipSpec } from './typeEquipSpec';

// "Equip only to a Machine monster. It gains 300 ATK/DEF" (Machine Conversion Factory, texts-2016)
typeEquipSpec('Machine Conversion Factory', 'Machine', 'Steel Ogre Grotto #1', 'Celtic Guardian');
