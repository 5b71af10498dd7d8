import { typeEquipSpec } from './typeEquipSpec';

// "Equip only to a Thunder monster. It gains 300 ATK/DEF" (Electro-Whip, texts-2016)
typeEquipSpec('Electro-Whip', 'Thunder', 'Tripwire Beast', 'Silver Fang');
