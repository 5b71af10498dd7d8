// Mage Power
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '83746708',
  name: 'Mage Power',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Target 1 face-up monster and equip this card to it; it gains 500 ATK and DEF for each Spell and Trap Card you control.',
  effects: [
    {
      // Equip only to a face-up monster; it gains 500 ATK and DEF for each Spell and Trap Card you control
      kind: 'activation',
      label: 'Equip: +500 ATK/DEF for each Spell and Trap Card you control',
      declares: ['modifyStats'],
      equipTo: () => true,
      targets: [{ prompt: 'Choose a face-up monster to equip', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        ctx.equip(target && ctx.isFaceUp(target) ? target : undefined);
      },
      modifiers: (ctx) => {
        if (!ctx.equippedTo) return [];
        const n = 500 * ctx.spellTraps('mine').length;
        return [{ applies: (c) => c === ctx.equippedTo, atk: n, def: n }];
      },
    },
  ],
} satisfies CardDefinition;
