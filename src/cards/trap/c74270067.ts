// Pikeru's Circle of Enchantment
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '74270067',
  name: "Pikeru's Circle of Enchantment",
  frame: 'trap',
  subtype: ['normal'],
  text: 'For the rest of this turn, you take no damage from card effects.',
  effects: [
    {
      // Damage to you from card effects becomes 0 until the end of this turn.
      kind: 'activation',
      label: 'You take no effect damage this turn',
      declares: ['restrict'],
      resolve: (ctx) => ctx.applyRule('noEffectDamage', { player: ctx.player }, 'thisTurn'),
    },
  ],
} satisfies CardDefinition;
