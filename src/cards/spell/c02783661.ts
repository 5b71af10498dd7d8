// Honor of the Eyes of Blue
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** The "Blue-Eyes" monsters in your hand and Deck. */
const blueEyes = (ctx: EffectContext): string[] =>
  [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => c !== ctx.card && isMonster(ctx.definition(c)) && ctx.isOfArchetype(c, 'Blue-Eyes'));

export default {
  passcode: '02783661',
  name: 'Honor of the Eyes of Blue',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Send 1 "Blue-Eyes" monster from your hand or Deck to the Graveyard, then target 1 face-up monster on the field: it cannot attack while it stays face-up on the field. You can activate "Honor of the Eyes of Blue" only once per turn.',
  effects: [
    {
      // Send 1 "Blue-Eyes" monster from your hand or Deck to the GY, then target 1 face-up monster on the field; while that
      // monster is face-up on the field, it cannot attack. You can only activate 1 "Honor of the Eyes of Blue" per turn.
      kind: 'activation',
      label: 'Send a "Blue-Eyes" monster to the Graveyard: 1 face-up monster cannot attack',
      declares: ['toGraveyard', 'restrict'],
      oncePerTurn: 'name',
      cost: {
        can: (ctx) => blueEyes(ctx).length > 0,
        pay: (ctx) => {
          const sent = ctx.chooseCard(ctx.player, 'Choose a "Blue-Eyes" monster in your hand or Deck to send to the Graveyard', blueEyes(ctx));
          const fromDeck = ctx.deck('mine').includes(sent);
          ctx.sendToGraveyard([sent]);
          if (fromDeck) ctx.shuffleDeck(ctx.player);
        },
      },
      targets: [{ prompt: 'Choose a face-up monster that will not be able to attack', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        // A rule about the monster lasts while it stays face-up on the field (board.ts forgetRulesAbout).
        if (target && ctx.isFaceUp(target)) ctx.applyRule('cannotAttack', { player: ctx.player, card: target }, 'duel');
      },
    },
  ],
} satisfies CardDefinition;
