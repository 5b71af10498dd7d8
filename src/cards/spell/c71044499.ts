// Nobleman of Crossout
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '71044499',
  name: 'Nobleman of Crossout',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 face-down monster on the field; destroy it and banish it. If it was a Flip monster, each player banishes every card with its name from their Main Deck.',
  effects: [
    {
      // Target 1 face-down monster on the field; destroy it, and if you do, banish it; if it was a Flip monster, banish all cards with its name from both Decks
      kind: 'activation',
      label: 'Destroy and banish 1 face-down monster',
      declares: ['destroy', 'banish'],
      targets: [{ prompt: 'Choose a face-down monster on the field', from: 'monsters', filter: (ctx, c) => !ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || ctx.isFaceUp(target)) return;
        // Destroyed and banished as one: never in the Graveyard (a Pendulum Monster is banished too, not put in the Extra Deck).
        if (ctx.destroy([target], { banish: true }).length === 0) return;
        const def = ctx.definition(target);
        if (!def.subtype?.includes('flip')) return;
        // Both Decks are searched for copies (each player sees what is banished), then shuffled.
        ctx.banish(ctx.deck('all').filter((c) => ctx.definition(c).name === def.name));
        ctx.shuffleDeck(ctx.player);
        ctx.shuffleDeck(ctx.opponent);
      },
    },
  ],
} satisfies CardDefinition;
