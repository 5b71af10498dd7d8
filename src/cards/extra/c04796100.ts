// Chimera the Flying Mythical Beast
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const MATERIALS: readonly string[] = ['Gazelle the King of Mythical Beasts', 'Berfomet'];
const fits = (ctx: EffectContext, c: string): boolean => ctx.graveyard('mine').includes(c) && MATERIALS.includes(ctx.definition(c).name);

export default {
  passcode: '04796100',
  name: 'Chimera the Flying Mythical Beast',
  frame: 'fusion',
  attribute: 'WIND',
  monsterType: 'Beast',
  level: 6,
  atk: 2100,
  def: 1800,
  text: 'Fusion: "Gazelle the King of Mythical Beasts" + "Berfomet". When this card is destroyed: you can target 1 "Berfomet" or "Gazelle the King of Mythical Beasts" in your Graveyard and Special Summon it.',
  materials: { kind: 'fusion', names: ['Gazelle the King of Mythical Beasts', 'Berfomet'] },
  effects: [
    {
      // When this card is destroyed, you can select and Special Summon either "Berfomet" or "Gazelle the King of Mythical Beasts" from your Graveyard
      kind: 'trigger',
      label: 'Special Summon Berfomet or Gazelle from your Graveyard',
      declares: ['specialSummon'],
      optional: true,
      range: 'graveyard',
      when: (ctx, e) => (e.type === 'destroyed' || e.type === 'destroyedByBattle') && e.card === ctx.card,
      targets: [{ prompt: 'Choose Berfomet or Gazelle in your Graveyard', from: 'graveyard', filter: fits }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && fits(ctx, target)) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
  ],
} satisfies CardDefinition;
