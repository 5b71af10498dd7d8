// Spell Power Grasp
import type { CardDefinition } from '../../engine/card';
import { searchDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const NAME = 'Spell Power Grasp';

/** The face-up cards on the field with room for a Spell Counter. */
const holders = (ctx: EffectContext): string[] =>
  ctx.cardsOnField().filter((c) => ctx.isFaceUp(c) && ctx.spellCounterRoom(c) > 0);

export default {
  passcode: '75014062',
  name: NAME,
  frame: 'spell',
  subtype: ['normal'],
  text: 'Put 1 Spell Counter on a face-up card on the field that can hold one. After that, you may add 1 "Spell Power Grasp" from your Deck to your hand. You can activate "Spell Power Grasp" only once per turn.',
  effects: [
    {
      // Place 1 Spell Counter on a face-up card that you can place a Spell Counter on. Then you can add 1 "Spell Power Grasp"
      // from your Deck to your hand. You can only activate 1 "Spell Power Grasp" per turn.
      kind: 'activation',
      label: 'Place 1 Spell Counter on a face-up card',
      declares: ['counter', 'search'],
      oncePerTurn: 'name',
      condition: (ctx) => holders(ctx).length > 0,
      resolve: (ctx) => {
        const options = holders(ctx);
        if (options.length === 0) return;
        ctx.changeCounters(ctx.chooseCard(ctx.player, 'Choose a face-up card to place a Spell Counter on', options), 1);
        const copies = (c: string) => ctx.definition(c).name === NAME;
        if (ctx.deck('mine').some(copies) && ctx.chooseOption(ctx.player, 'Add "Spell Power Grasp" from your Deck to your hand?', ['yes', 'no'] as const) === 'yes') {
          searchDeck(ctx, 'Choose a "Spell Power Grasp" to add to your hand', copies);
        }
      },
    },
  ],
} satisfies CardDefinition;
