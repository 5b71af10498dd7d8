// Draw Muscle
import type { CardDefinition } from '../../engine/card';
import { inDefensePosition } from '../../engine/effects/library';

export default {
  passcode: '41367003',
  name: 'Draw Muscle',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Target 1 face-up Defense Position monster you control whose DEF is 1000 or less: draw 1 card, and that monster cannot be destroyed by battle this turn. You can activate "Draw Muscle" only once per turn.',
  effects: [
    {
      // Target 1 face-up Defense Position monster you control with 1000 or less DEF; draw 1 card, also that target cannot
      // be destroyed by battle this turn. You can only activate 1 "Draw Muscle" per turn. (As official/c41367003.lua: the
      // protection comes with the draw, on the target still on the field; rule code `indestructibleByBattle` naming it.)
      kind: 'activation',
      label: 'Draw 1 card; your Defense Position monster cannot be destroyed by battle this turn',
      declares: ['draw', 'restrict'],
      oncePerTurn: 'name',
      condition: (ctx) => ctx.deck('mine').length >= 1,
      targets: [{
        prompt: 'Choose a face-up Defense Position monster you control with 1000 or less DEF',
        from: 'monsters',
        filter: (ctx, c) => ctx.controllerOf(c) === ctx.player && ctx.isFaceUp(c) && inDefensePosition(ctx, c) && ctx.def(c) <= 1000,
      }],
      resolve: (ctx) => {
        const before = ctx.hand('mine').length;
        ctx.draw(ctx.player, 1);
        const [target] = ctx.targets;
        if (ctx.hand('mine').length > before && target !== undefined && ctx.controllerOf(target) === ctx.player) {
          ctx.applyRule('indestructibleByBattle', { player: ctx.player, card: target }, 'thisTurn');
        }
      },
    },
  ],
} satisfies CardDefinition;
