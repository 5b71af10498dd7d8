// Minar
import type { CardDefinition } from '../../engine/card';
import { sentFromHandByOpponent } from '../../engine/effects/library';

export default {
  passcode: '32539892',
  name: 'Minar',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Insect',
  level: 3,
  atk: 850,
  def: 750,
  text: "When an effect of a card your opponent controls discards this card from your hand straight to the Graveyard: your opponent takes 1000 damage.",
  effects: [
    {
      // When this card is discarded directly from your hand to the Graveyard by an effect of a card controlled by your
      // opponent: inflict 1000 damage to your opponent.
      kind: 'trigger',
      label: 'Inflict 1000 damage to your opponent',
      declares: ['damage'],
      range: 'graveyard',
      when: sentFromHandByOpponent({ discardedOnly: true }),
      resolve: (ctx) => ctx.damage(ctx.opponent, 1000),
    },
  ],
} satisfies CardDefinition;
