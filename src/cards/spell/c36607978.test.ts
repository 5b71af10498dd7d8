import { typeEquipSpec } from './typeEquipSpec';

// "Equip only to a Beast-Warrior monster. It gains 300 ATK/DEF" (Mystical Moon, texts-2016)
typeEquipSpec('Mystical Moon', 'Beast-Warrior', 'Battle Ox', 'Silver Fang');
