// Reaper of the Cards
import type { CardDefinition } from '../../engine/card';
import { destroyCardOfFrame } from '../../engine/effects/library';

export default {
  passcode: '33066139',
  name: 'Reaper of the Cards',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 5,
  atk: 1380,
  def: 1930,
  text: 'FLIP: Target 1 Trap Card on the field, face-up or Set; destroy it. A Set target is revealed first, and stays Set if it is not a Trap Card.',
  effects: [
    // FLIP: Target 1 Trap on the field; destroy it (if Set, reveal it: it is destroyed only if it is a Trap)
    destroyCardOfFrame('trap', 'flip'),
  ],
} satisfies CardDefinition;
