// Emergency Provisions
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** Your other Spell and Trap Cards on the field. */
const others = (ctx: EffectContext): string[] => ctx.spellTraps('mine').filter((c) => c !== ctx.card);

export default {
  passcode: '53046408',
  name: 'Emergency Provisions',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Send any number of your other Spell and Trap Cards on the field to the Graveyard: you gain 1000 LP for each card sent.',
  effects: [
    {
      // Send any number of other Spells/Traps you control to the GY; gain 1000 LP for each card sent
      kind: 'activation',
      label: 'Send your other Spell and Trap Cards to the Graveyard: gain 1000 LP for each',
      declares: ['toGraveyard', 'recover'],
      cost: {
        can: (ctx) => others(ctx).length > 0,
        pay: (ctx) => {
          const sent = ctx.chooseUpTo(ctx.player, 'Choose Spell and Trap Cards to send to the Graveyard', others(ctx), others(ctx).length);
          ctx.sendToGraveyard(sent);
          // Kept with the Chain Link: how many were sent.
          return String(sent.length);
        },
      },
      resolve: (ctx) => {
        const sent = Number(ctx.declared);
        if (sent > 0) ctx.gainLp(ctx.player, 1000 * sent);
      },
    },
  ],
} satisfies CardDefinition;
