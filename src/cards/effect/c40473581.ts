// Susa Soldier
import type { CardDefinition } from '../../engine/card';
import { spiritMonster } from '../../engine/effects/library';

export default {
  passcode: '40473581',
  name: 'Susa Soldier',
  frame: 'effect',
  subtype: ['spirit'],
  attribute: 'EARTH',
  monsterType: 'Thunder',
  level: 4,
  atk: 2000,
  def: 1600,
  text: "Spirit monster; this card cannot be Special Summoned. If this card was Normal Summoned or flipped face-up this turn, it returns to its owner's hand during the End Phase. The battle damage this card inflicts to your opponent is halved.",
  effects: [
    ...spiritMonster(),
    {
      // The Battle Damage this card inflicts to your opponent's Life Points is halved.
      kind: 'continuous',
      label: 'The battle damage it inflicts to your opponent is halved',
      rules: [{ code: 'halvesBattleDamage' }],
    },
  ],
} satisfies CardDefinition;
