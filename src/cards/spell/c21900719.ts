// Twin Swords of Flashing Light - Tryce
import type { CardDefinition } from '../../engine/card';
import { discardOneCost, equipSpell } from '../../engine/effects/library';

export default {
  passcode: '21900719',
  name: 'Twin Swords of Flashing Light - Tryce',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Send 1 card from your hand to the Graveyard to activate this card: target 1 face-up monster and equip it with this card. It loses 500 ATK, and it can attack twice during each Battle Phase.',
  effects: [
    // Send 1 card from your hand to your Graveyard to equip this card. The equipped monster loses 500 ATK and can
    // attack twice during the same Battle Phase
    equipSpell('a face-up monster', () => true, { atk: -500 }, {
      cost: discardOneCost('Twin Swords of Flashing Light - Tryce'),
      rules: [{ code: 'extraAttacks', applies: (ctx, monster) => (monster === ctx.equippedTo ? 1 : null) }],
    }),
  ],
} satisfies CardDefinition;
