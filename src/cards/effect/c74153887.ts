// Dark Scorpion - Meanae the Thorn
import type { CardDefinition } from '../../engine/card';
import { inflictsBattleDamageToOpponent, searchDeck } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** "A card that includes "Dark Scorpion" in its card name, or is named "Cliff the Trap Remover"". */
const darkScorpionCard = (ctx: QueryContext, card: CardId): boolean => {
  const name = ctx.definition(card).name;
  return name.includes('Dark Scorpion') || name === 'Cliff the Trap Remover';
};

export default {
  passcode: '74153887',
  name: 'Dark Scorpion - Meanae the Thorn',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 4,
  atk: 1000,
  def: 1800,
  text:
    'When this card inflicts battle damage to your opponent, you can activate 1 of these effects: add 1 "Dark Scorpion" card ' +
    '(or "Cliff the Trap Remover") from your Deck to your hand; or target 1 such card in your Graveyard and add it to your hand.',
  effects: [
    {
      // ● Add 1 "Dark Scorpion" card (or "Cliff the Trap Remover") from your Deck to your hand.
      kind: 'trigger',
      optional: true,
      oneOf: 'battleDamage',
      label: 'Add 1 "Dark Scorpion" card from your Deck to your hand',
      declares: ['search'],
      when: inflictsBattleDamageToOpponent,
      condition: (ctx) => ctx.deck('mine').some((c) => darkScorpionCard(ctx, c)),
      resolve: (ctx) => {
        searchDeck(ctx, 'Choose a "Dark Scorpion" card to add to your hand', (c) => darkScorpionCard(ctx, c));
      },
    },
    {
      // ● Add 1 "Dark Scorpion" card (or "Cliff the Trap Remover") from your Graveyard to your hand (it targets: ygopro's script).
      kind: 'trigger',
      optional: true,
      oneOf: 'battleDamage',
      label: 'Add 1 "Dark Scorpion" card from your Graveyard to your hand',
      declares: ['toHand'],
      when: inflictsBattleDamageToOpponent,
      targets: [{
        prompt: 'Choose a "Dark Scorpion" card in your Graveyard to add to your hand',
        from: 'graveyard',
        filter: (ctx, c) => ctx.graveyard('mine').includes(c) && darkScorpionCard(ctx, c) && ctx.mayLeaveGraveyard(c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target)) ctx.addToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;
