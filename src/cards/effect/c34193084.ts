// Fear from the Dark
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, sentFromHandByOpponent } from '../../engine/effects/library';

export default {
  passcode: '34193084',
  name: 'Fear from the Dark',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 4,
  atk: 1700,
  def: 1500,
  text: "When your opponent's card effect sends this card from your hand or your Deck to your Graveyard: Special Summon it.",
  effects: [
    {
      // When this card is sent from your hand or Deck to your Graveyard by an opponent's card effect: Special Summon this card.
      kind: 'trigger',
      label: 'Special Summon Fear from the Dark',
      declares: ['specialSummon'],
      range: 'graveyard',
      when: sentFromHandByOpponent({ fromDeck: true }),
      resolve: (ctx) => {
        if (ctx.graveyard('mine').includes(ctx.card)) ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card));
      },
    },
  ],
} satisfies CardDefinition;
