// Trap Master
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '46461247',
  name: 'Trap Master',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 3,
  atk: 500,
  def: 1100,
  text: 'Once turned face-up, this veteran springs one Trap on the field, face-up or hidden, so that it harms no one.',
  effects: [
    {
      // FLIP: Target 1 Trap on the field; destroy it. A Set card could be a Trap, so it may be targeted;
      // if it turns out not to be one, it is shown to both players and stays where it is.
      kind: 'flip',
      label: 'Destroy 1 Trap Card on the field',
      declares: ['destroy'],
      targets: [{
        prompt: 'Choose a Trap Card (or a Set card) on the field',
        from: 'spellTraps',
        filter: (ctx, c) => !ctx.isFaceUp(c) || ctx.definition(c).frame === 'trap',
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target) return;
        if (ctx.definition(target).frame === 'trap') return ctx.destroy([target]);
        ctx.reveal([target], ctx.player);
        ctx.reveal([target], ctx.opponent);
      },
    },
  ],
} satisfies CardDefinition;
