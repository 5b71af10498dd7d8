// Sangan
import { isMonster, type CardDefinition } from '../../engine/card';
import { sentFromFieldToGraveyard } from '../../engine/effects/library';

export default {
  passcode: '26202165',
  name: 'Sangan',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 3,
  atk: 1000,
  def: 600,
  text: 'When it falls from the field to the Graveyard, it fetches a monster with 1500 ATK or less from your Deck; you cannot activate cards or effects of that name for the rest of the turn. Once a turn.',
  effects: [
    {
      // If this card is sent from the field to the GY: add 1 monster with 1500 or less ATK from your Deck
      // to your hand; you cannot activate cards or effects of that name for the rest of this turn.
      // Mandatory; "You can only use this effect of Sangan once per turn" (current errata).
      kind: 'trigger',
      label: 'Add a monster with 1500 or less ATK from your Deck to your hand',
      declares: ['search', 'toHand'],
      range: 'graveyard',
      oncePerTurn: 'name',
      when: sentFromFieldToGraveyard,
      resolve: (ctx) => {
        const options = ctx.deck('mine').filter((c) => {
          const def = ctx.definition(c);
          return isMonster(def) && (def.atk ?? 0) <= 1500;
        });
        if (options.length === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a monster with 1500 or less ATK to add to your hand', options);
        ctx.addToHand([card]);
        ctx.shuffleDeck(ctx.player);
        ctx.restrictThisTurn('noActivationsOfName', ctx.player, { passcode: ctx.definition(card).passcode });
      },
    },
  ],
} satisfies CardDefinition;
