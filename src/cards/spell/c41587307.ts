// Broken Bamboo Sword
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '41587307',
  name: 'Broken Bamboo Sword',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip Spell. Target 1 face-up monster on the field and equip this card to it. It gains 0 ATK (no change).',
  effects: [
    {
      // Equip to 1 face-up monster; it gains 0 ATK
      kind: 'activation',
      label: 'Equip to a face-up monster (+0 ATK)',
      declares: ['modifyStats'],
      equipTo: () => true,
      targets: [{ prompt: 'Choose a face-up monster to equip', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        ctx.equip(target && ctx.isFaceUp(target) ? target : undefined);
      },
    },
  ],
} satisfies CardDefinition;
