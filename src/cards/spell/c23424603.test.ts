import { typeFieldSpec } from './typeFieldSpec';

// "Increases the ATK and DEF of all Dinosaur, Zombie, and Rock-Type monsters by 200 points." (Wasteland, texts-2016)
typeFieldSpec('Wasteland', ['Uraby', 'Dragon Zombie', 'Giant Soldier of Stone'], 'Celtic Guardian');
