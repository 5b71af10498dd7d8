// Chaos Command Magician
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '72630549',
  name: 'Chaos Command Magician',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 6,
  atk: 2400,
  def: 1900,
  text: "While this card is face-up on the field, the effect of a monster that targets this card and no other card is negated as it is activated.",
  effects: [
    {
      // Negate the effect of a Monster Card that targets only this 1 card
      kind: 'continuous',
      label: 'A monster effect targeting only this card: negate that effect',
      declares: ['negate'],
      rules: [{ code: 'negatesMonsterEffectTargetingOnlyIt' }],
    },
  ],
} satisfies CardDefinition;
