// Axe of Despair
import type { CardDefinition } from '../../engine/card';
import type { Effect } from '../../engine/effects/types';
import { equipSpell, sentFromFieldToGraveyard, tributeOneCost } from '../../engine/effects/library';

const TEXT = 'Target 1 face-up monster and equip it with this card: it gains 1000 ATK. When this card is sent from the field to the Graveyard: you can Tribute 1 monster; put this card on top of your Deck.';

/** When this card is sent from the field to the GY: you can Tribute 1 monster; place this card on top of your Deck. */
const backOnTop: Effect = {
  kind: 'trigger',
  range: 'graveyard',
  optional: true,
  label: 'Tribute 1 monster: put Axe of Despair on top of your Deck',
  declares: ['toDeck'],
  when: sentFromFieldToGraveyard,
  cost: tributeOneCost('Axe of Despair'),
  resolve: (ctx) => {
    if (ctx.graveyard('mine').includes(ctx.card)) ctx.returnToDeck([ctx.card], 'top');
  },
};

export default {
  passcode: '40619825',
  name: 'Axe of Despair',
  frame: 'spell',
  subtype: ['equip'],
  text: TEXT,
  effects: [equipSpell('a face-up monster', () => true, { atk: 1000 }), backOnTop],
} satisfies CardDefinition;
