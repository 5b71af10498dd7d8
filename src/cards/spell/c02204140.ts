// Book of Life
import { isMonster, type CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';

export default {
  passcode: '02204140',
  name: 'Book of Life',
  frame: 'spell',
  subtype: ['normal'],
  text: "Raise a Zombie monster from your Graveyard to the field, and banish a monster from your opponent's Graveyard.",
  effects: [
    {
      // Target 1 Zombie monster in your GY and 1 monster in your opponent's GY; Special Summon the first target, also banish the second target
      kind: 'activation',
      label: "Special Summon 1 Zombie from your Graveyard; banish 1 monster from your opponent's Graveyard",
      declares: ['specialSummon', 'banish'],
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      targets: [
        {
          prompt: 'Choose a Zombie monster in your Graveyard',
          from: 'graveyard',
          filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.definition(c).monsterType === 'Zombie' && ctx.maySpecialSummonByEffect(c),
        },
        { prompt: "Choose a monster in your opponent's Graveyard", from: 'graveyard', filter: (ctx, c) => ctx.graveyard('theirs').includes(c) && isMonster(ctx.definition(c)) },
      ],
      resolve: (ctx) => {
        const [zombie, banished] = [ctx.targets.find((c) => ctx.graveyard('mine').includes(c)), ctx.targets.find((c) => ctx.graveyard('theirs').includes(c))];
        if (zombie) ctx.specialSummon(zombie, ctx.player, chooseSummonPosition(ctx, zombie));
        if (banished) ctx.banish([banished]);
      },
    },
  ],
} satisfies CardDefinition;
