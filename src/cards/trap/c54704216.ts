// Nightmare Wheel
import type { CardDefinition, EffectContext } from '../../engine/effects/types';
import { ourStandbyPhase } from '../../engine/effects/library';

/** "That monster must be on the field": the monster this card is linked to, while the link lasts. */
const boundOnField = (ctx: EffectContext): boolean => ctx.keptTargets().length > 0;

export default {
  passcode: '54704216',
  name: 'Nightmare Wheel',
  frame: 'trap',
  subtype: ['continuous'],
  text: "Target 1 monster your opponent controls: while this card stays face-up, that monster cannot attack and its battle position cannot be changed. If that monster leaves the field, this card is destroyed. During each of your Standby Phases, while that monster is on the field: your opponent takes 500 damage.",
  effects: [
    {
      // Activate this card by targeting 1 monster your opponent controls.
      kind: 'activation',
      label: "Bind 1 of your opponent's monsters: it cannot attack or change its battle position",
      declares: ['restrict'],
      targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target) ctx.linkTo(target);
      },
    },
    {
      // It cannot attack or change its battle position. When it leaves the field, destroy this card.
      kind: 'continuous',
      label: 'The bound monster cannot attack or change its battle position; destroyed when it leaves the field',
      rules: [
        { code: 'cannotAttack', applies: (ctx, monster) => monster === ctx.linkedTo },
        { code: 'cannotChangePosition', applies: (ctx, monster) => monster === ctx.linkedTo },
        { code: 'destroyedWhenLinkedLeaves' },
      ],
    },
    {
      // During each of your Standby Phases: Inflict 500 damage to your opponent (that monster must be on the field to activate and to resolve).
      kind: 'trigger',
      label: 'Your opponent takes 500 damage in your Standby Phase',
      declares: ['damage'],
      when: ourStandbyPhase,
      condition: boundOnField,
      resolve: (ctx) => {
        if (boundOnField(ctx)) ctx.damage(ctx.opponent, 500);
      },
    },
  ],
} satisfies CardDefinition;
