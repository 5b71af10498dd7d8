// Elephant Statue of Disaster
import type { CardDefinition } from '../../engine/card';
import { sentFromHandByOpponent } from '../../engine/effects/library';

export default {
  passcode: '12160911',
  name: 'Elephant Statue of Disaster',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 3,
  atk: 1500,
  def: 0,
  text: "When your opponent's card effect sends this card from your hand to your Graveyard: your opponent takes 2000 damage.",
  effects: [
    {
      // When this card is sent from your hand to your Graveyard by an opponent's card effect: inflict 2000 damage to your opponent.
      kind: 'trigger',
      label: 'Inflict 2000 damage to your opponent',
      declares: ['damage'],
      range: 'graveyard',
      when: sentFromHandByOpponent(),
      resolve: (ctx) => ctx.damage(ctx.opponent, 2000),
    },
  ],
} satisfies CardDefinition;
