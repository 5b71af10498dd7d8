// Blade Knight
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '39507162',
  name: 'Blade Knight',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 4,
  atk: 1600,
  def: 1000,
  text: 'Gains 400 ATK while you hold 1 or fewer cards in your hand. While you control no other monsters, a Flip monster this card destroys by battle has its effects negated (its Flip effect does not activate).',
  effects: [
    {
      // While you have 1 or less cards in your hand, this card gains 400 ATK
      kind: 'continuous',
      label: '+400 ATK while you have 1 or fewer cards in hand',
      modifiers: (ctx) => (ctx.hand('mine').length <= 1 ? [{ applies: (c) => c === ctx.card, atk: 400 }] : []),
    },
    {
      // If you control no other monsters, negate the effects of Flip Effect Monsters destroyed by battle with this card
      kind: 'continuous',
      label: 'Negates the effects of Flip monsters it destroys by battle, while you control no other monsters',
      declares: ['negate'],
      rules: [{
        code: 'negatesBattleDestroyed',
        applies: (ctx, other) => (ctx.definition(other).subtype ?? []).includes('flip') && ctx.monsters('mine').every((c) => c === ctx.card),
      }],
    },
  ],
} satisfies CardDefinition;
