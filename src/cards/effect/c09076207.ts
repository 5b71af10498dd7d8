// Armed Ninja
import type { CardDefinition } from '../../engine/card';
import { destroyCardOfFrame } from '../../engine/effects/library';

export default {
  passcode: '09076207',
  name: 'Armed Ninja',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 1,
  atk: 300,
  def: 300,
  text: 'FLIP: Target 1 Spell Card on the field, face-up or Set; destroy it. A Set target is revealed first, and stays Set if it is not a Spell Card.',
  effects: [
    // FLIP: Target 1 Spell on the field; destroy it (if Set, reveal it: it is destroyed only if it is a Spell)
    destroyCardOfFrame('spell', 'flip'),
  ],
} satisfies CardDefinition;
