// Trap Master
import type { CardDefinition } from '../../engine/card';
import { destroyCardOfFrame } from '../../engine/effects/library';

export default {
  passcode: '46461247',
  name: 'Trap Master',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 3,
  atk: 500,
  def: 1100,
  text: 'FLIP: Target 1 Trap Card on the field, face-up or Set; destroy it. A Set target is revealed first, and stays Set if it is not a Trap Card.',
  effects: [
    // FLIP: Target 1 Trap on the field; destroy it (if Set, reveal it: it is destroyed only if it is a Trap)
    destroyCardOfFrame('trap', 'flip'),
  ],
} satisfies CardDefinition;
