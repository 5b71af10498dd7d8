// Dust Tornado
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '60082869',
  name: 'Dust Tornado',
  frame: 'trap',
  subtype: ['normal'],
  text: "Target 1 Spell or Trap Card your opponent controls; destroy it, and after that you can Set 1 Spell or Trap Card from your hand.",
  effects: [
    {
      // Target 1 Spell/Trap Card your opponent controls; destroy that target, then you can Set 1 Spell/Trap Card from your hand.
      kind: 'activation',
      label: 'Destroy 1 Spell/Trap your opponent controls, then you can Set 1 from your hand',
      declares: ['destroy'],
      targets: [{ prompt: 'Choose a Spell or Trap Card your opponent controls', from: 'spellTraps', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target) return;
        ctx.destroy([target]);
        const settable = ctx.settableFromHand(ctx.player);
        if (settable.length === 0 || ctx.chooseOption(ctx.player, 'Set 1 Spell or Trap Card from your hand?', ['yes', 'no'] as const) === 'no') return;
        ctx.setFromHand(ctx.chooseCard(ctx.player, 'Choose a Spell or Trap Card to Set', settable));
      },
    },
  ],
} satisfies CardDefinition;
