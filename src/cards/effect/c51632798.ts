// Fusilier Dragon, the Dual-Mode Beast
import type { CardDefinition } from '../../engine/card';
import { summonedWithoutTributes } from '../../engine/effects/library';

export default {
  passcode: '51632798',
  name: 'Fusilier Dragon, the Dual-Mode Beast',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Machine',
  level: 7,
  atk: 2800,
  def: 2000,
  text: 'This card may be Normal Summoned or Set with no Tribute; then its original ATK becomes 1400 and its original DEF becomes 1000.',
  effects: [
    {
      // You can Normal Summon or Set this card without Tributing (a way to Summon it, read in the hand)
      kind: 'condition',
      label: 'Normal Summon or Set without Tributing',
      rules: [{ code: 'summonWithoutTribute', applies: () => true }],
    },
    {
      // If you do, its original ATK and DEF are halved (lost if it is turned face-down or its effects are negated)
      kind: 'continuous',
      label: 'Summoned without Tributing: original ATK 1400, original DEF 1000',
      declares: ['modifyStats'],
      rules: [
        { code: 'originalAtk', applies: (ctx) => (summonedWithoutTributes(ctx, ctx.card) ? 1400 : null) },
        { code: 'originalDef', applies: (ctx) => (summonedWithoutTributes(ctx, ctx.card) ? 1000 : null) },
      ],
    },
  ],
} satisfies CardDefinition;
