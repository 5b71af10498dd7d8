// Airknight Parshath
import type { CardDefinition } from '../../engine/card';
import { inflictsBattleDamage, piercingBattleDamage } from '../../engine/effects/library';

export default {
  passcode: '18036057',
  name: 'Airknight Parshath',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 5,
  atk: 1900,
  def: 1400,
  text: 'When this card attacks a Defense Position monster whose DEF is lower than its ATK, your opponent takes the difference as piercing battle damage. Each time it deals battle damage to your opponent, you draw 1 card.',
  effects: [
    // If this card attacks a Defense Position monster, inflict piercing battle damage to your opponent
    piercingBattleDamage(),
    {
      // When this card inflicts battle damage to your opponent: Draw 1 card
      kind: 'trigger',
      label: 'Draw 1 card',
      declares: ['draw'],
      when: inflictsBattleDamage(),
      resolve: (ctx) => ctx.draw(ctx.player, 1),
    },
  ],
} satisfies CardDefinition;
