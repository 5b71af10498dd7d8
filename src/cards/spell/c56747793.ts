// United We Stand
import type { CardDefinition } from '../../engine/card';
import type { QueryContext } from '../../engine/effects/types';

/** 800 for each face-up monster the equip card's controller controls. */
const boost = (ctx: QueryContext): number => 800 * ctx.monsters('mine').filter((c) => ctx.isFaceUp(c)).length;

export default {
  passcode: '56747793',
  name: 'United We Stand',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Target 1 face-up monster and equip this card to it; it gains 800 ATK and DEF for each face-up monster you control.',
  effects: [
    {
      // Equip only to a face-up monster; it gains 800 ATK and DEF for each face-up monster you control
      kind: 'activation',
      label: 'Equip: +800 ATK/DEF for each face-up monster you control',
      declares: ['modifyStats'],
      equipTo: () => true,
      targets: [{ prompt: 'Choose a face-up monster to equip', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        ctx.equip(target && ctx.isFaceUp(target) ? target : undefined);
      },
      modifiers: (ctx) => {
        if (!ctx.equippedTo) return [];
        const n = boost(ctx);
        return [{ applies: (c) => c === ctx.equippedTo, atk: n, def: n }];
      },
    },
  ],
} satisfies CardDefinition;
