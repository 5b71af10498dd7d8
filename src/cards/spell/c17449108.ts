// Nobleman of Extermination
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '17449108',
  name: 'Nobleman of Extermination',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target a face-down card in a Spell & Trap Zone: destroy it and banish it. If it was a Trap Card, every copy of it in both Decks is banished too.',
  effects: [
    {
      // Target 1 face-down Spell/Trap Card on the field; destroy it and banish it; if it was a Trap, banish all cards with its name from both Decks
      kind: 'activation',
      label: 'Destroy and banish 1 face-down Spell or Trap Card',
      declares: ['destroy', 'banish'],
      targets: [{ prompt: 'Choose a face-down Spell or Trap Card', from: 'spellTraps', filter: (ctx, c) => !ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        // A target activated in answer is face-up now: nothing happens to it.
        if (!target || ctx.controllerOf(target) === null || ctx.isFaceUp(target)) return;
        if (ctx.destroy([target], { banish: true }).length === 0) return;
        const def = ctx.definition(target);
        if (def.frame !== 'trap') return;
        // Both Decks are searched for copies (each player sees what is banished), then shuffled.
        ctx.banish(ctx.deck('all').filter((c) => ctx.definition(c).name === def.name));
        ctx.shuffleDeck(ctx.player);
        ctx.shuffleDeck(ctx.opponent);
      },
    },
  ],
} satisfies CardDefinition;
