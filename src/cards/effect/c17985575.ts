// Lord of D.
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '17985575',
  name: 'Lord of D.',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1200,
  def: 1100,
  text: 'While this card is face-up on the field, card effects cannot target Dragon monsters on the field.',
  effects: [
    {
      // Neither player can target Dragon monsters on the field with card effects.
      kind: 'continuous',
      label: 'Dragons on the field cannot be targeted by card effects',
      declares: [],
      rules: [{ code: 'protects', applies: (ctx, card) => ctx.controllerOf(card) !== null && ctx.isFaceUp(card) && ctx.definition(card).monsterType === 'Dragon' }],
    },
  ],
} satisfies CardDefinition;
