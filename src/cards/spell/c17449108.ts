// Nobleman of Extermination
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '17449108',
  name: 'Nobleman of Extermination',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 Set Spell or Trap Card; destroy it and banish it. If it was a Trap Card, each player banishes every card with its name from their Deck.',
  effects: [
    {
      // Target 1 face-down Spell/Trap on the field; destroy it, and if you do, banish it; if it was a Trap, banish all cards with its name from both Decks
      kind: 'activation',
      label: 'Destroy and banish 1 Set Spell or Trap Card',
      declares: ['destroy', 'banish'],
      targets: [{ prompt: 'Choose a Set Spell or Trap Card', from: 'spellTraps', filter: (ctx, c) => !ctx.isFaceUp(c) && c !== ctx.card }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || ctx.isFaceUp(target)) return;
        if (ctx.destroy([target], { banish: true }).length === 0) return;
        const def = ctx.definition(target);
        if (def.frame !== 'trap') return;
        ctx.banish(ctx.deck('all').filter((c) => ctx.definition(c).name === def.name));
        ctx.shuffleDeck(ctx.player);
        ctx.shuffleDeck(ctx.opponent);
      },
    },
  ],
} satisfies CardDefinition;
