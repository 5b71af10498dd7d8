// The Big March of Animals
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

const yourBeasts = (ctx: EffectContext): string[] => ctx.monsters('mine').filter((c) => ctx.isFaceUp(c) && ctx.definition(c).monsterType === 'Beast');

export default {
  passcode: '01689516',
  name: 'The Big March of Animals',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Activate only while you control a face-up Beast monster: until the end of this turn, each face-up Beast monster you control gains 200 ATK for each face-up Beast monster you control as this card resolves. Can be activated in the Damage Step, before damage calculation.',
  effects: [
    {
      // Until the end of this turn, all face-up Beast monsters you control gain 200 ATK for each Beast monster you control
      kind: 'activation',
      label: 'Your Beasts gain 200 ATK for each of your Beasts this turn',
      declares: ['modifyStats'],
      damageStep: true,
      condition: (ctx) => yourBeasts(ctx).length > 0,
      resolve: (ctx) => {
        const beasts = yourBeasts(ctx);
        for (const beast of beasts) ctx.modifyUntilEndOfTurn(beast, { atk: 200 * beasts.length });
      },
    },
  ],
} satisfies CardDefinition;
