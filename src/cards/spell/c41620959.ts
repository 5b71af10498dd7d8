// Dragon Shrine
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { deckHas } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const isDragon = (ctx: EffectContext, c: string): boolean => isMonster(ctx.definition(c)) && ctx.definition(c).monsterType === 'Dragon';

/** Sends 1 Dragon monster of the player's choice from the Deck to the Graveyard; returns it. */
function sendDragon(ctx: EffectContext, reason: string): string | null {
  const options = ctx.deck('mine').filter((c) => isDragon(ctx, c));
  if (options.length === 0) return null;
  const card = ctx.chooseCard(ctx.player, reason, options);
  ctx.sendToGraveyard([card]);
  return card;
}

export default {
  passcode: '41620959',
  name: 'Dragon Shrine',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Send 1 Dragon monster from your Deck to the Graveyard; if it was a Dragon Normal Monster, you may then send 1 more Dragon from your Deck to the Graveyard. Once per turn: only 1 "Dragon Shrine" may be activated per turn.',
  effects: [
    {
      // Send 1 Dragon-Type monster from your Deck to the Graveyard, then if it was a Dragon-Type Normal Monster,
      // you can send 1 more Dragon-Type monster from your Deck to the Graveyard (1 activation per turn)
      kind: 'activation',
      label: 'Send 1 Dragon from your Deck to the Graveyard (a Normal one: you may send 1 more)',
      declares: ['toGraveyard'],
      oncePerTurn: 'name',
      condition: (ctx) => deckHas(ctx, (c) => isDragon(ctx, c)),
      resolve: (ctx) => {
        const first = sendDragon(ctx, 'Choose a Dragon in your Deck to send to the Graveyard');
        if (first && ctx.isNormalMonster(first) && deckHas(ctx, (c) => isDragon(ctx, c))
          && ctx.chooseOption(ctx.player, 'Send 1 more Dragon from your Deck to the Graveyard?', ['yes', 'no'] as const) === 'yes') {
          sendDragon(ctx, 'Choose another Dragon in your Deck to send to the Graveyard');
        }
        if (first) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
