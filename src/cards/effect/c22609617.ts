// Mataza the Zapper
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '22609617',
  name: 'Mataza the Zapper',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 3,
  atk: 1300,
  def: 800,
  text: 'This card can attack twice during each Battle Phase. Control of this face-up card cannot switch: effects that would take or swap control of it do nothing.',
  effects: [
    {
      // This card can make a second attack during each Battle Phase
      kind: 'continuous',
      label: 'Can attack twice during each Battle Phase',
      rules: [{ code: 'extraAttacks', applies: (ctx, monster) => (monster === ctx.card ? 1 : null) }],
    },
    {
      // Control of this face-up card on the field cannot switch
      kind: 'continuous',
      label: 'Control of it cannot switch',
      declares: ['restrict'],
      rules: [{ code: 'controlCannotSwitch' }],
    },
  ],
} satisfies CardDefinition;
