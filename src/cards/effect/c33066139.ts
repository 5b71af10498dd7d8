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
  text: 'When it is flipped face-up, choose one Trap Card on the field and destroy it. A face-down pick is shown to both players first, and stays Set if it is no Trap.',
  effects: [
    // FLIP: Target 1 Trap on the field; destroy it (if Set, reveal it: it is destroyed only if it is a Trap)
    destroyCardOfFrame('trap', 'flip'),
  ],
} satisfies CardDefinition;
