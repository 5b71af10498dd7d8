// Ojama Trio
import type { CardDefinition } from '../../engine/card';
import type { Player } from '../../engine/constants';
import type { QueryContext } from '../../engine/effects/types';

const freeZones = (ctx: QueryContext, p: Player): number => ctx.freeMonsterZones(p).length;

export default {
  passcode: '29843091',
  name: 'Ojama Trio',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Special Summon 3 "Ojama Token" (Beast, LIGHT, Level 2, 0 ATK, 1000 DEF) in Defense Position to your opponent\'s field. They cannot be Tributed for a Tribute Summon. Each time an Ojama Token is destroyed, the player who controlled it takes 300 damage.',
  listedNames: ['Ojama Token'],
  effects: [
    {
      // Special Summon 3 "Ojama Tokens" in Defense Position to your opponent's field (they need 3 free Monster Zones)
      kind: 'activation',
      label: "Special Summon 3 Ojama Tokens to your opponent's field",
      declares: ['token', 'specialSummon'],
      condition: (ctx) => freeZones(ctx, ctx.opponent) >= 3,
      resolve: (ctx) => {
        if (freeZones(ctx, ctx.opponent) < 3) return;
        for (let i = 0; i < 3; i++) ctx.createToken('Ojama Token', ctx.opponent, 'defense');
      },
    },
  ],
} satisfies CardDefinition;
