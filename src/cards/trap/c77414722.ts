// Magic Jammer
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '77414722',
  name: 'Magic Jammer',
  frame: 'trap',
  subtype: ['counter'],
  text: 'When a Spell Card is activated: discard 1 card to cancel that activation and destroy the Spell.',
  effects: [
    {
      // When a Spell Card is activated: discard 1 card; negate the activation, and if you do, destroy it
      kind: 'activation',
      label: 'Negate the activation of a Spell Card and destroy it',
      declares: ['negate', 'destroy'],
      condition: (ctx) => {
        const last = ctx.chain[ctx.chain.length - 1];
        return !!last && last.cardActivation && ctx.definition(last.card).frame === 'spell';
      },
      cost: {
        can: (ctx) => ctx.hand('mine').length >= 1,
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Discard 1 card to activate Magic Jammer', ctx.hand('mine'))]),
      },
      resolve: (ctx) => {
        const spell = ctx.chain[ctx.chain.length - 1];
        if (!spell) return;
        ctx.negateActivation(spell);
        ctx.destroy([spell.card]);
      },
    },
  ],
} satisfies CardDefinition;
