// Electric Snake
import type { CardDefinition } from '../../engine/card';
import { sentFromHandByOpponent } from '../../engine/effects/library';

export default {
  passcode: '11324436',
  name: 'Electric Snake',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Thunder',
  level: 3,
  atk: 800,
  def: 900,
  text: "When an effect your opponent controls discards this card from your hand to the Graveyard: draw 2 cards.",
  effects: [
    {
      // When this card is discarded from your hand to the Graveyard by an effect controlled by your opponent: draw 2 cards.
      kind: 'trigger',
      label: 'Draw 2 cards',
      declares: ['draw'],
      range: 'graveyard',
      when: sentFromHandByOpponent({ discardedOnly: true }),
      resolve: (ctx) => ctx.draw(ctx.player, 2),
    },
  ],
} satisfies CardDefinition;
