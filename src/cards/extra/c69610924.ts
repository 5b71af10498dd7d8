// Number 17: Leviathan Dragon
import type { CardDefinition } from '../../engine/card';
import { detachCost } from '../../engine/effects/library';

export default {
  passcode: '69610924',
  name: 'Number 17: Leviathan Dragon',
  frame: 'xyz',
  attribute: 'WATER',
  monsterType: 'Dragon',
  level: 3,
  atk: 2000,
  def: 0,
  text: '2 Level 3 monsters. Once per turn: you can detach 1 Xyz Material from this card; it gains 500 ATK. While it has no Xyz Material, this card cannot attack directly.',
  // 2 Level 3 monsters
  materials: { kind: 'xyz', level: 3, count: 2 },
  effects: [
    {
      // Once per turn: you can detach 1 material from this card; it gains 500 ATK
      kind: 'ignition',
      label: 'Detach 1 Xyz Material: gain 500 ATK',
      declares: ['modifyStats'],
      oncePerTurn: 'card',
      cost: detachCost(1),
      resolve: (ctx) => ctx.changeStats(ctx.card, { atk: 500 }),
    },
    {
      // If this card has no material, it cannot attack directly.
      kind: 'continuous',
      label: 'Cannot attack directly while it has no Xyz Material',
      rules: [{ code: 'cannotAttackDirectly', applies: (ctx) => ctx.materialsOf(ctx.card).length === 0 }],
    },
  ],
} satisfies CardDefinition;
