// Mask of Restrict
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '29549364',
  name: 'Mask of Restrict',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'While this card stays face-up, no monster can be Tributed: not for a Tribute Summon, a cost, a Ritual Summon or any other Tribute, by either player.',
  effects: [
    {
      kind: 'activation',
      label: 'Monsters cannot be Tributed',
      declares: ['restrict'],
      // Every monster, wherever it is (a monster in the hand cannot be Tributed for a Ritual Summon either).
      rules: [{ code: 'cannotBeTributed', applies: () => true }],
    },
  ],
} satisfies CardDefinition;
