import { typeFieldSpec } from './typeFieldSpec';

// "Increase the ATK and DEF of all Dragon, Winged Beast, and Thunder-Type monsters by 200 points." (Mountain, texts-2016)
typeFieldSpec('Mountain', ['Koumori Dragon', 'Skull Red Bird', 'Tripwire Beast'], 'Battle Ox');
