// De-Spell
import type { CardDefinition } from '../../engine/card';
import { destroyCardOfFrame } from '../../engine/effects/library';

export default {
  passcode: '19159413',
  name: 'De-Spell',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 Spell Card on the field, face-up or Set; destroy it. A Set target is revealed first, and stays Set if it is not a Spell Card.',
  effects: [
    // Target 1 Spell on the field; destroy it (if Set, reveal it: it is destroyed only if it is a Spell)
    destroyCardOfFrame('spell', 'activation'),
  ],
} satisfies CardDefinition;
