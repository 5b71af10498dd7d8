// Skull Lair
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** The monsters in your Graveyard that may be banished. */
const banishable = (ctx: EffectContext) => ctx.graveyard('mine').filter((c) => isMonster(ctx.definition(c)) && ctx.mayBanish(c));

/** The face-up monsters it could destroy now: targetable, of a Level from 1 up to the monsters that may be banished. */
const destroyable = (ctx: EffectContext) => {
  const most = banishable(ctx).length;
  return ctx.monsters().filter((m) => ctx.isFaceUp(m) && ctx.mayTarget(m) && ctx.level(m) >= 1 && ctx.level(m) <= most);
};

export default {
  passcode: '06733059',
  name: 'Skull Lair',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'Continuous Trap. While this card is face-up, you can banish any number of monsters from your Graveyard as a cost (Quick Effect), to target 1 face-up monster on the field whose Level equals the number banished; destroy it. This effect can be used again while the card stays.',
  effects: [
    {
      // Activating the Continuous Trap itself: it stays face-up; its effect is used separately.
      kind: 'activation',
      label: 'Place Skull Lair face-up',
      declares: [],
    },
    {
      // Banish any number of monsters from your Graveyard; destroy 1 face-up monster whose Level equals that number.
      kind: 'quick',
      label: 'Banish monsters from your Graveyard: destroy a face-up monster of that Level',
      declares: ['banish', 'destroy'],
      cost: {
        can: (ctx) => destroyable(ctx).length > 0,
        pay: (ctx) => {
          // The Level first (of a monster it could then target), then that many monsters to banish.
          const levels = [...new Set(destroyable(ctx).map((m) => String(ctx.level(m))))].sort((a, b) => Number(a) - Number(b));
          const level = ctx.chooseOption(ctx.player, 'Destroy a face-up monster of which Level? (banish that many monsters)', levels);
          const banished: string[] = [];
          for (let i = 0; i < Number(level); i++) {
            banished.push(ctx.chooseCard(ctx.player, `Choose a monster in your Graveyard to banish (${i + 1} of ${level})`, banishable(ctx).filter((c) => !banished.includes(c))));
          }
          ctx.banish(banished);
          return level;
        },
      },
      targets: [{
        prompt: 'Choose a face-up monster whose Level equals the number banished',
        from: 'monsters',
        // Before the cost is paid (the check that it may be activated): any Level it could pay for.
        filter: (ctx, m) => ctx.isFaceUp(m) && ctx.level(m) >= 1 && (ctx.declared === null ? ctx.level(m) <= banishable(ctx).length : ctx.level(m) === Number(ctx.declared)),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.isFaceUp(target)) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;
