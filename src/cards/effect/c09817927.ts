// Gyaku-Gire Panda
import type { CardDefinition } from '../../engine/card';
import { piercingBattleDamage } from '../../engine/effects/library';

export default {
  passcode: '09817927',
  name: 'Gyaku-Gire Panda',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 3,
  atk: 800,
  def: 1600,
  text: 'Gains 500 ATK for each monster your opponent controls. When this card attacks a Defense Position monster whose DEF is lower than its ATK, your opponent takes the difference as piercing battle damage.',
  effects: [
    {
      // Increase the ATK of this card by 500 points for each monster on your opponent's side of the field
      kind: 'continuous',
      label: '+500 ATK for each monster your opponent controls',
      modifiers: (ctx) => {
        const count = ctx.monsters('theirs').length;
        return count > 0 ? [{ applies: (c) => c === ctx.card, atk: 500 * count }] : [];
      },
    },
    // When this card attacks a Defense Position monster with lower DEF, inflict the difference as battle damage
    piercingBattleDamage(),
  ],
} satisfies CardDefinition;
