// Rite of Spirit
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';

export default {
  passcode: '30450531',
  name: 'Rite of Spirit',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Target 1 "Gravekeeper\'s" monster in your Graveyard; Special Summon it. "Necrovalley" does not affect this card\'s activation or effect.',
  listedNames: ['Necrovalley'],
  effects: [
    {
      // Target 1 "Gravekeeper's" monster in your Graveyard; Special Summon it (unaffected by "Necrovalley": its module exempts this card).
      kind: 'activation',
      label: 'Special Summon a "Gravekeeper\'s" monster from your Graveyard',
      declares: ['specialSummon'],
      condition: (ctx) => ctx.monsters('mine').length < 5,
      targets: [{
        prompt: 'Choose a "Gravekeeper\'s" monster in your Graveyard',
        from: 'graveyard',
        filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isMonster(ctx.definition(c)) && ctx.definition(c).name.startsWith("Gravekeeper's") && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target) return;
        ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
  ],
} satisfies CardDefinition;
