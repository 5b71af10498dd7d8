// Gravekeeper's Spear Soldier
import type { CardDefinition } from '../../engine/card';
import { piercingBattleDamage } from '../../engine/effects/library';

export default {
  passcode: '63695531',
  name: "Gravekeeper's Spear Soldier",
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1500,
  def: 1000,
  text: 'When this card attacks a Defense Position monster whose DEF is lower than its ATK, your opponent takes the difference as piercing battle damage.',
  effects: [
    // During battle between this attacking card and a Defense Position monster with lower DEF, inflict the difference as battle damage
    piercingBattleDamage(),
  ],
} satisfies CardDefinition;
