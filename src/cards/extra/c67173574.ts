// Number C102: Archfiend Seraph
import type { CardDefinition } from '../../engine/card';
import { detachCost } from '../../engine/effects/library';

const STAR_SERAPH_SENTRY = 'Number 102: Star Seraph Sentry';

export default {
  passcode: '67173574',
  name: 'Number C102: Archfiend Seraph',
  frame: 'xyz',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 5,
  atk: 2900,
  def: 2400,
  text: '4 Level 5 LIGHT monsters. If this face-up card would be destroyed, you may detach 2 of its Xyz Materials instead. When its last Xyz Material is detached: your opponent takes 1500 damage. With "Number 102: Star Seraph Sentry" among its materials, once per turn: you can detach 1 Xyz Material and target 1 face-up monster your opponent controls; its ATK becomes 0 and, if so, its effects are negated.',
  // 4 Level 5 LIGHT monsters
  materials: { kind: 'xyz', level: 5, count: 4, attribute: 'LIGHT' },
  effects: [
    {
      // If this face-up card would be destroyed, you can detach 2 Xyz Materials from this card instead.
      kind: 'continuous',
      label: 'Detach 2 Xyz Materials instead of its destruction',
      rules: [{ code: 'materialsDetachedInsteadOfDestruction', applies: () => 2 }],
    },
    {
      // If the last Xyz Material(s) is detached from this card: Inflict 1500 damage to your opponent.
      kind: 'trigger',
      label: 'Its last Xyz Material detached: 1500 damage to your opponent',
      declares: ['damage'],
      when: (ctx, e) => e.type === 'detached' && e.from === ctx.card && ctx.materialsOf(ctx.card).length === 0,
      resolve: (ctx) => ctx.damage(ctx.opponent, 1500),
    },
    {
      // If this card has "Number 102: Star Seraph Sentry" as an Xyz Material, it gains this effect.
      // ● Once per turn: You can detach 1 Xyz Material from this card, then target 1 face-up monster your opponent
      // controls; change that target's ATK to 0, and if you do, negate its effects.
      kind: 'ignition',
      label: 'Detach 1 Xyz Material: an opponent\'s face-up monster\'s ATK becomes 0 and its effects are negated',
      declares: ['modifyStats', 'negate'],
      oncePerTurn: 'card',
      condition: (ctx) => ctx.materialsOf(ctx.card).some((m) => ctx.isNamed(m, STAR_SERAPH_SENTRY)),
      cost: detachCost(1),
      targets: [{ prompt: 'Choose a face-up monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target === undefined || ctx.controllerOf(target) !== ctx.opponent || !ctx.isFaceUp(target) || ctx.untouched(target)) return;
        ctx.changeStats(target, { atk: -ctx.atk(target) });
        ctx.negateEffects(target);
      },
    },
  ],
} satisfies CardDefinition;
