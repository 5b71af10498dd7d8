// De-Spell
import type { CardDefinition } from '../../engine/card';
import { destroyCardOfFrame } from '../../engine/effects/library';

export default {
  passcode: '19159413',
  name: 'De-Spell',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Pick one Spell Card on the field and destroy it. A face-down pick is shown first, and survives if it is no Spell.',
  effects: [
    // Target 1 Spell on the field; destroy it (if Set, reveal it: it is destroyed only if it is a Spell)
    destroyCardOfFrame('spell', 'activation'),
  ],
} satisfies CardDefinition;
