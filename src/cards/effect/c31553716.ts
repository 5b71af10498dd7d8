// Spear Dragon
import type { CardDefinition } from '../../engine/card';
import { piercingBattleDamage } from '../../engine/effects/library';

export default {
  passcode: '31553716',
  name: 'Spear Dragon',
  frame: 'effect',
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 4,
  atk: 1900,
  def: 0,
  text: 'When this card attacks a Defense Position monster whose DEF is lower than its ATK, your opponent takes the difference as piercing battle damage. After it attacks, it is changed to Defense Position at the end of the Damage Step.',
  effects: [
    // During battle between this attacking card and a Defense Position monster with lower DEF, inflict the difference as battle damage
    piercingBattleDamage(),
    {
      // If this card attacks, it is changed to Defense Position at the end of the Damage Step
      kind: 'continuous',
      label: 'Changed to Defense Position at the end of the Damage Step after it attacks',
      declares: ['position'],
      rules: [{ code: 'defenseAfterAttacking' }],
    },
  ],
} satisfies CardDefinition;
