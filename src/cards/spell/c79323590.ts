// Chain Energy
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '79323590',
  name: 'Chain Energy',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field, a player who Normal Summons, Special Summons, Sets or activates a card from their hand must pay 500 LP for each such card; a player with less than 500 LP cannot do so.',
  effects: [
    {
      // Each player pays 500 LP per card to Normal Summon, Special Summon, Set or activate cards from their hand.
      kind: 'activation',
      label: 'Playing a card from the hand costs 500 LP',
      declares: ['restrict'],
      rules: [{ code: 'lpCostToPlay', applies: (ctx, player, card) => (ctx.duel.players[player].hand.includes(card) ? 500 : null) }],
    },
  ],
} satisfies CardDefinition;
