// Des Wombat
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '09637706',
  name: 'Des Wombat',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 3,
  atk: 1600,
  def: 300,
  text: 'While this card is face-up on the field, you take no damage from card effects (yours or your opponent\'s).',
  effects: [
    {
      // Any damage to you from a card effect becomes 0
      kind: 'continuous',
      label: 'You take no damage from card effects',
      declares: ['restrict'],
      rules: [{ code: 'noEffectDamage', applies: (ctx, player) => player === ctx.player }],
    },
  ],
} satisfies CardDefinition;
