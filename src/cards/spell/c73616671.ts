// Illusion Magic
import type { CardDefinition } from '../../engine/card';
import { tributableMonsters } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const spellcasters = (ctx: EffectContext): string[] => tributableMonsters(ctx).filter((c) => ctx.isFaceUp(c) && ctx.definition(c).monsterType === 'Spellcaster');
const darkMagicians = (ctx: EffectContext): string[] =>
  [...ctx.deck('mine'), ...ctx.graveyard('mine')].filter((c) => ctx.definition(c).name === 'Dark Magician');

export default {
  passcode: '73616671',
  name: 'Illusion Magic',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'As a cost, Tribute 1 face-up Spellcaster monster you control; then add up to 2 "Dark Magician" from your Deck and/or Graveyard to your hand. Once per turn: only 1 "Illusion Magic" may be activated per turn.',
  listedNames: ['Dark Magician'],
  effects: [
    {
      // Tribute 1 Spellcaster-Type monster; add up to 2 copies of "Dark Magician" from your Deck and/or Graveyard to your hand (1 activation per turn)
      kind: 'activation',
      label: 'Tribute 1 Spellcaster: add up to 2 Dark Magician from your Deck and/or Graveyard to your hand',
      declares: ['search', 'toHand'],
      oncePerTurn: 'name',
      condition: (ctx) => darkMagicians(ctx).length > 0,
      cost: {
        can: (ctx) => spellcasters(ctx).length > 0,
        pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a Spellcaster to Tribute for Illusion Magic', spellcasters(ctx))]),
      },
      resolve: (ctx) => {
        // Not one held in the Graveyard (Necrovalley).
        const options = darkMagicians(ctx).filter((c) => ctx.mayLeaveGraveyard(c));
        if (options.length === 0) return;
        const chosen = ctx.chooseUpTo(ctx.player, 'Choose up to 2 Dark Magician (Deck or Graveyard) to add to your hand', options, 2);
        const fromDeck = chosen.filter((c) => ctx.deck('mine').includes(c));
        ctx.returnToHand(chosen.filter((c) => !fromDeck.includes(c)));
        ctx.addToHand(fromDeck);
        if (fromDeck.length > 0) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
