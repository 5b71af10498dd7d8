// Maxx "C"
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '23434538',
  name: 'Maxx "C"',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Insect',
  level: 2,
  atk: 500,
  def: 200,
  text:
    'In either player\'s turn (Quick Effect): you can send this card from your hand to the Graveyard (cost); for the rest of this turn, you draw 1 card at once each time your opponent Special Summons a monster. This effect of "Maxx "C"" can be used only once per turn, whichever copy.',
  effects: [
    {
      // During either player's turn: You can send this card from your hand to the Graveyard; this turn, each time your opponent
      // Special Summons a monster(s), immediately draw 1 card. You can only use 1 "Maxx "C"" per turn.
      kind: 'quick',
      range: 'hand',
      optional: true,
      label: 'Send this card to the Graveyard: this turn, draw 1 card each time your opponent Special Summons',
      declares: ['toGraveyard', 'draw'],
      oncePerTurn: 'name',
      cost: { can: () => true, pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      resolve: (ctx) => ctx.awaitLaterThisTurn('drawOnSummon'),
    },
    {
      // Each time your opponent Special Summons a monster(s) this turn: immediately draw 1 card (no Chain).
      kind: 'trigger',
      key: 'drawOnSummon',
      range: 'delayed',
      withoutChain: true,
      label: 'Draw 1 card',
      declares: ['draw'],
      when: (_ctx, e) => e.type === 'specialSummoned' && e.player === _ctx.opponent,
      resolve: (ctx) => ctx.draw(ctx.player, 1),
    },
  ],
} satisfies CardDefinition;
