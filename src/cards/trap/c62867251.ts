// Light of Intervention
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '62867251',
  name: 'Light of Intervention',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field, no monster can be Set or turned face-down: a monster its player would Set is Normal Summoned in face-up Defense Position instead, and one an effect would Special Summon face-down comes out face-up in Defense Position.',
  effects: [
    {
      // While this card is on the field, Monster Cards cannot be Set or flipped face-down; a Monster Card
      // that would be Set must be Normal Summoned in face-up Defense Position.
      kind: 'activation',
      label: 'Monsters cannot be Set or turned face-down',
      declares: ['restrict', 'position'],
      rules: [{ code: 'noMonsterSets', applies: () => true }],
    },
  ],
} satisfies CardDefinition;
