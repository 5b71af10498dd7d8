// Witch of the Black Forest
import { isMonster, type CardDefinition } from '../../engine/card';
import { sentFromFieldToGraveyard } from '../../engine/effects/library';

export default {
  passcode: '78010363',
  name: 'Witch of the Black Forest',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1100,
  def: 1200,
  text: 'When she falls from the field to the Graveyard, she fetches a monster with 1500 DEF or less from your Deck; you cannot activate cards or effects of that name for the rest of the turn. Once a turn.',
  effects: [
    {
      // If this card is sent from the field to the GY: add 1 monster with 1500 or less DEF from your Deck
      // to your hand; you cannot activate cards or effects of that name for the rest of this turn.
      // Mandatory; "You can only use this effect of Witch of the Black Forest once per turn" (current errata).
      kind: 'trigger',
      label: 'Add a monster with 1500 or less DEF from your Deck to your hand',
      declares: ['search', 'toHand'],
      range: 'graveyard',
      oncePerTurn: 'name',
      when: sentFromFieldToGraveyard,
      resolve: (ctx) => {
        const options = ctx.deck('mine').filter((c) => {
          const def = ctx.definition(c);
          return isMonster(def) && (def.def ?? 0) <= 1500;
        });
        if (options.length === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a monster with 1500 or less DEF to add to your hand', options);
        ctx.addToHand([card]);
        ctx.shuffleDeck(ctx.player);
        ctx.restrictThisTurn('noActivationsOfName', ctx.player, { passcode: ctx.definition(card).passcode });
      },
    },
  ],
} satisfies CardDefinition;
