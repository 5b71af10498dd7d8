// Berserk Gorilla
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '39168895',
  name: 'Berserk Gorilla',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 4,
  atk: 2000,
  def: 1000,
  text: 'While this card is in face-up Defense Position, destroy it. In your Battle Phase, this card must attack if it is able to.',
  effects: [
    {
      // If this card is in face-up Defense Position, destroy this card
      kind: 'continuous',
      label: 'Destroyed while in face-up Defense Position',
      declares: ['destroy'],
      rules: [{ code: 'destroyedInFaceUpDefense' }],
    },
    {
      // This card must attack if able
      kind: 'continuous',
      label: 'Must attack if able',
      declares: ['restrict'],
      rules: [{ code: 'mustAttack' }],
    },
  ],
} satisfies CardDefinition;
