// Zubaba Knight
import type { CardDefinition } from '../../engine/card';
import { destroyDefenderAtDamageStepStart } from '../../engine/effects/library';

export default {
  passcode: '97896503',
  name: 'Zubaba Knight',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 3,
  atk: 1600,
  def: 900,
  text: 'If this card attacks a face-up Defense Position monster, at the start of the Damage Step: destroy that monster.',
  effects: [
    // At the start of the Damage Step, if this card attacks a face-up Defense Position monster: Destroy that monster
    destroyDefenderAtDamageStepStart(true),
  ],
} satisfies CardDefinition;
