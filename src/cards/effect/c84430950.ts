// Armed Samurai - Ben Kei
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '84430950',
  name: 'Armed Samurai - Ben Kei',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 4,
  atk: 500,
  def: 800,
  text: 'Besides its one attack, this card can attack once more during each Battle Phase for each Equip Card equipped to it.',
  effects: [
    {
      // In addition to a normal attack, this card can attack during the same Battle Phase as many times as the number
      // of Equip Cards equipped to it
      kind: 'continuous',
      label: 'One more attack for each Equip Card equipped to it',
      rules: [{ code: 'extraAttacks', applies: (ctx, monster) => (monster === ctx.card ? ctx.equipsOf(ctx.card).length : null) }],
    },
  ],
} satisfies CardDefinition;
