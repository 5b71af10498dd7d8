// Emissary of the Afterlife
import type { CardDefinition } from '../../engine/card';
import { sentFromFieldToGraveyard } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const fits = (ctx: EffectContext, c: string): boolean => {
  const def = ctx.definition(c);
  return def.frame === 'normal' && (def.level ?? 0) <= 3;
};

export default {
  passcode: '75043725',
  name: 'Emissary of the Afterlife',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1600,
  def: 600,
  text: "When this card is sent from the field to the Graveyard: each player (you first) adds 1 Level 3 or lower Normal Monster from their Deck to their hand, showing it to the other player, if they have one; then both Decks are shuffled.",
  effects: [
    {
      // When this card is sent from the field to the GY: each player adds 1 Level 3 or lower Normal Monster from their Deck to their hand
      kind: 'trigger',
      range: 'graveyard',
      label: 'Each player adds a Level 3 or lower Normal Monster from their Deck to their hand',
      declares: ['search'],
      when: sentFromFieldToGraveyard,
      resolve: (ctx) => {
        const added: string[] = [];
        for (const [p, side] of [[ctx.player, 'mine'], [ctx.opponent, 'theirs']] as const) {
          const options = ctx.deck(side).filter((c) => fits(ctx, c));
          if (options.length > 0) added.push(ctx.chooseCard(p, 'Choose a Level 3 or lower Normal Monster to add to your hand', options));
        }
        if (added.length > 0) ctx.addToHand(added);
        ctx.shuffleDeck(ctx.player);
        ctx.shuffleDeck(ctx.opponent);
      },
    },
  ],
} satisfies CardDefinition;
