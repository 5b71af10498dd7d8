// Regenerating Mummy
import type { CardDefinition } from '../../engine/card';
import { sentFromHandByOpponent } from '../../engine/effects/library';

export default {
  passcode: '70821187',
  name: 'Regenerating Mummy',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 4,
  atk: 1800,
  def: 1500,
  text: "When your opponent's card effect sends this card from your hand to your Graveyard: it goes back to your hand.",
  effects: [
    {
      // When this card is sent from your hand to your Graveyard by an opponent's card effect: return this card to the hand.
      kind: 'trigger',
      label: 'Return Regenerating Mummy to your hand',
      declares: ['toHand'],
      range: 'graveyard',
      when: sentFromHandByOpponent(),
      resolve: (ctx) => {
        if (ctx.graveyard('mine').includes(ctx.card)) ctx.returnToHand([ctx.card]);
      },
    },
  ],
} satisfies CardDefinition;
