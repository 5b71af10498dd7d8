// Chaos Necromancer
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';

export default {
  passcode: '01434352',
  name: 'Chaos Necromancer',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 1,
  atk: 0,
  def: 0,
  text: 'Its ATK is 300 times the number of Monster Cards in your Graveyard.',
  effects: [
    {
      // The ATK of this card is the number of Monster Cards in your Graveyard x 300
      kind: 'continuous',
      label: 'ATK: 300 for each Monster Card in your Graveyard',
      modifiers: (ctx) => {
        const count = ctx.graveyard('mine').filter((c) => isMonster(ctx.definition(c))).length;
        return count > 0 ? [{ applies: (c) => c === ctx.card, atk: 300 * count }] : [];
      },
    },
  ],
} satisfies CardDefinition;
