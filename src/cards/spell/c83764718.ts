// Monster Reborn
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';

export default {
  passcode: '83764718',
  name: 'Monster Reborn',
  frame: 'spell',
  subtype: ['normal'],
  text: "Target 1 monster in either player's Graveyard; Special Summon it to your field.",
  effects: [
    {
      // Target 1 monster in either Graveyard; Special Summon it
      kind: 'activation',
      label: 'Special Summon a monster from either Graveyard',
      declares: ['specialSummon'],
      condition: (ctx) => ctx.freeMonsterZones().length > 0,
      targets: [{ prompt: 'Choose a monster in either Graveyard', from: 'graveyard', filter: (ctx, c) => isMonster(ctx.definition(c)) && ctx.maySpecialSummonByEffect(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target) return;
        ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
  ],
} satisfies CardDefinition;
