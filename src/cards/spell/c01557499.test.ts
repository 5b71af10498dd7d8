import { typeEquipSpec } from './typeEquipSpec';

// "Equip only to a Fairy monster. It gains 300 ATK/DEF" (Silver Bow and Arrow, texts-2016)
typeEquipSpec('Silver Bow and Arrow', 'Fairy', 'Spirit of the Harp', 'Mystical Elf');
