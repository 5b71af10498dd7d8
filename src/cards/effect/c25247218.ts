// Big Piece Golem
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '25247218',
  name: 'Big Piece Golem',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 5,
  atk: 2100,
  def: 0,
  text: 'If your opponent controls a monster and you control none, you can Normal Summon this card without Tributing.',
  effects: [
    {
      // If your opponent controls a monster and you control no monsters, you can Normal Summon this card
      // without Tributing (a way to Summon it, read in the hand: a condition, not an effect on the field)
      kind: 'condition',
      label: 'Normal Summon without Tributing while only your opponent controls monsters',
      rules: [{ code: 'summonWithoutTribute', applies: (ctx) => ctx.monsters('theirs').length > 0 && ctx.monsters('mine').length === 0 }],
    },
  ],
} satisfies CardDefinition;
