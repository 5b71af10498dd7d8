// Shadow Spell
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '29267084',
  name: 'Shadow Spell',
  frame: 'trap',
  subtype: ['continuous'],
  text: "Target 1 face-up monster your opponent controls (usable in the Damage Step): while this card stays face-up, that monster loses 700 ATK, cannot attack, and its battle position cannot be changed. If that monster leaves the field, this card is destroyed.",
  effects: [
    {
      // Activate this card by targeting 1 face-up monster your opponent controls.
      kind: 'activation',
      label: "Bind 1 of your opponent's face-up monsters: -700 ATK, it cannot attack or change its battle position",
      declares: ['modifyStats', 'restrict'],
      // It directly changes ATK: it may be activated in the Damage Step, up to damage calculation.
      damageStep: true,
      targets: [{ prompt: "Choose a face-up monster your opponent controls", from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target) ctx.linkTo(target);
      },
    },
    {
      // It loses 700 ATK, also it cannot attack or change its battle position. When it leaves the field, destroy this card.
      kind: 'continuous',
      label: 'The bound monster loses 700 ATK and cannot attack or change its battle position; destroyed when it leaves the field',
      modifiers: (ctx) => [{ applies: (c) => c === ctx.linkedTo, atk: -700 }],
      rules: [
        { code: 'cannotAttack', applies: (ctx, monster) => monster === ctx.linkedTo },
        { code: 'cannotChangePosition', applies: (ctx, monster) => monster === ctx.linkedTo },
        { code: 'destroyedWhenLinkedLeaves' },
      ],
    },
  ],
} satisfies CardDefinition;
