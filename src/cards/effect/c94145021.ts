// Droll & Lock Bird
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '94145021',
  name: 'Droll & Lock Bird',
  frame: 'effect',
  attribute: 'WIND',
  monsterType: 'Spellcaster',
  level: 1,
  atk: 0,
  def: 0,
  text: 'When your opponent draws or adds a card from their Deck to their hand outside the Draw Phase: you can send this card from your hand to the Graveyard (cost); for the rest of this turn, each player cannot draw nor add cards from their Deck to their hand.',
  effects: [
    {
      // If your opponent adds a card(s) from their Deck to their hand, except during the Draw Phase, you can send this card
      // from your hand to the Graveyard. For the rest of this turn, neither player can add card(s) from their Deck to their
      // hand (drawing included). Rule code `noDeckToHand` for both players, this turn.
      kind: 'trigger',
      range: 'hand',
      optional: true,
      label: 'Send this card to the Graveyard: neither player can add cards from the Deck to the hand this turn',
      declares: ['toGraveyard', 'restrict'],
      when: (ctx, e) =>
        ctx.phase() !== 'draw' && ((e.type === 'drew' && e.player === ctx.opponent) || (e.type === 'addedToHand' && e.fromDeck === true && e.player === ctx.opponent)),
      cost: { can: (ctx) => ctx.hand('mine').includes(ctx.card), pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      resolve: (ctx) => {
        for (const player of [ctx.player, ctx.opponent]) ctx.applyRule('noDeckToHand', { player }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
