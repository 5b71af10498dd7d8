// Rock Bombardment
import { isMonster, type CardDefinition } from '../../engine/card';
import { deckHas } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const rock = (ctx: EffectContext, c: string): boolean => isMonster(ctx.definition(c)) && ctx.definition(c).monsterType === 'Rock';

export default {
  passcode: '20781762',
  name: 'Rock Bombardment',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Send 1 Rock monster from your Deck to the Graveyard, and your opponent takes 500 damage; then shuffle your Deck.',
  effects: [
    {
      // Send 1 Rock monster from your Deck to the GY; inflict 500 damage to your opponent; then shuffle the Deck
      kind: 'activation',
      label: 'Send a Rock monster from your Deck to the Graveyard: inflict 500 damage',
      declares: ['toGraveyard', 'damage'],
      condition: (ctx) => deckHas(ctx, (c) => rock(ctx, c)),
      resolve: (ctx) => {
        const rocks = ctx.deck('mine').filter((c) => rock(ctx, c));
        if (rocks.length === 0) return;
        ctx.sendToGraveyard([ctx.chooseCard(ctx.player, 'Choose a Rock monster to send to the Graveyard', rocks)]);
        ctx.damage(ctx.opponent, 500);
        ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
