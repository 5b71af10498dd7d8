// Book of Life
import { isMonster, type CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';

export default {
  passcode: '02204140',
  name: 'Book of Life',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target a Zombie monster in your Graveyard and a monster in your opponent\'s Graveyard: Special Summon the Zombie, and banish the other monster.',
  effects: [
    {
      // Target 1 Zombie monster in your GY and 1 monster in your opponent's GY; Special Summon the first target, also banish the second target
      kind: 'activation',
      label: 'Special Summon a Zombie from your Graveyard and banish a monster from your opponent\'s',
      declares: ['specialSummon', 'banish'],
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      targets: [
        {
          prompt: 'Choose a Zombie monster in your Graveyard to Special Summon',
          from: 'graveyard',
          filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.definition(c).monsterType === 'Zombie' && ctx.maySpecialSummonByEffect(c),
        },
        {
          prompt: 'Choose a monster in your opponent\'s Graveyard to banish',
          from: 'graveyard',
          filter: (ctx, c) => ctx.graveyard('theirs').includes(c) && isMonster(ctx.definition(c)) && ctx.mayBanish(c),
        },
      ],
      resolve: (ctx) => {
        // Each target only if it is still where it was chosen.
        const zombie = ctx.targets.find((c) => ctx.graveyard('mine').includes(c));
        const other = ctx.targets.find((c) => ctx.graveyard('theirs').includes(c));
        if (zombie && freeMonsterZones(ctx) > 0) ctx.specialSummon(zombie, ctx.player, chooseSummonPosition(ctx, zombie));
        if (other) ctx.banish([other]);
      },
    },
  ],
} satisfies CardDefinition;
