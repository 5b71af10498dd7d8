// Iron Blacksmith Kotetsu
import type { CardDefinition } from '../../engine/card';
import { searchDeck } from '../../engine/effects/library';

export default {
  passcode: '73431236',
  name: 'Iron Blacksmith Kotetsu',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'FIRE',
  monsterType: 'Beast-Warrior',
  level: 2,
  atk: 500,
  def: 500,
  text: 'FLIP: Add 1 Equip Spell from your Deck to your hand.',
  effects: [
    {
      // FLIP: Add 1 Equip Spell from your Deck to your hand
      kind: 'flip',
      label: 'Add an Equip Spell Card from your Deck to your hand',
      declares: ['search', 'toHand'],
      resolve: (ctx) => {
        searchDeck(ctx, 'Choose an Equip Spell Card to add to your hand', (c) => ctx.definition(c).frame === 'spell' && ctx.definition(c).subtype?.includes('equip') === true);
      },
    },
  ],
} satisfies CardDefinition;
