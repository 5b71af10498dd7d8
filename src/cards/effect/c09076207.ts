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
  text: 'When it is flipped face-up, choose one Spell Card on the field and destroy it. A face-down pick is shown to both players first, and stays Set if it is no Spell.',
  effects: [
    // FLIP: Target 1 Spell on the field; destroy it (if Set, reveal it: it is destroyed only if it is a Spell)
    destroyCardOfFrame('spell', 'flip'),
  ],
} satisfies CardDefinition;
