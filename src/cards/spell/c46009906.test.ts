import { typeEquipSpec } from './typeEquipSpec';

// "Equip only to a Beast monster. It gains 300 ATK/DEF" (Beast Fangs, texts-2016)
typeEquipSpec('Beast Fangs', 'Beast', 'Silver Fang', 'Celtic Guardian');
