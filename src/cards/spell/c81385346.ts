// Stamping Destruction
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '81385346',
  name: 'Stamping Destruction',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Activate only while you control a face-up Dragon monster. Target 1 Spell or Trap Card on the field: destroy it, and if you do, its controller takes 500 damage.',
  effects: [
    {
      // If you control a Dragon-Type monster: Target 1 Spell/Trap Card on the field; destroy that target, and if you do, inflict 500 damage to its controller
      kind: 'activation',
      label: 'Destroy 1 Spell or Trap Card on the field; 500 damage to its controller',
      declares: ['destroy', 'damage'],
      condition: (ctx) => ctx.monsters('mine').some((c) => ctx.isFaceUp(c) && ctx.definition(c).monsterType === 'Dragon'),
      targets: [{ prompt: 'Choose a Spell or Trap Card on the field to destroy', from: 'spellTraps' }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target) return;
        const controller = ctx.controllerOf(target);
        if (controller !== null && ctx.destroy([target]).length > 0) ctx.damage(controller, 500);
      },
    },
  ],
} satisfies CardDefinition;
