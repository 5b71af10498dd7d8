// Obnoxious Celtic Guard
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '52077741',
  name: 'Obnoxious Celtic Guard',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 1400,
  def: 1200,
  text: 'A battle with a monster whose ATK is 1900 or more never destroys this card, however often it happens.',
  effects: [
    {
      // This card cannot be destroyed by battle with a monster that has 1900 or more ATK (no limit per turn).
      kind: 'continuous',
      label: 'Not destroyed by battle with a monster of 1900 or more ATK',
      rules: [{ code: 'indestructibleByBattleWith', applies: (ctx, other) => ctx.atk(other) >= 1900 }],
    },
  ],
} satisfies CardDefinition;
