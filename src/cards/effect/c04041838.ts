// Ninja Grandmaster Sasuke
import type { CardDefinition } from '../../engine/card';
import { destroyDefenderAtDamageStepStart } from '../../engine/effects/library';

export default {
  passcode: '04041838',
  name: 'Ninja Grandmaster Sasuke',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 4,
  atk: 1800,
  def: 1000,
  text: 'If this card attacks a face-up Defense Position monster, at the start of the Damage Step: destroy that monster.',
  effects: [
    // At the start of the Damage Step, if this card attacks a face-up Defense Position monster: Destroy that monster
    destroyDefenderAtDamageStepStart(true),
  ],
} satisfies CardDefinition;
