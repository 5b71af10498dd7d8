import { typeEquipSpec } from './typeEquipSpec';

// "Equip only to a Dinosaur monster. It gains 300 ATK/DEF" (Raise Body Heat, texts-2016)
typeEquipSpec('Raise Body Heat', 'Dinosaur', 'Uraby', 'Koumori Dragon');
