// Birthright
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '35539880',
  name: 'Birthright',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'Target 1 Normal Monster in your Graveyard: Special Summon it in face-up Attack Position, linked to this card. If this card leaves the field, that monster is destroyed; if that monster leaves the field, this card is destroyed.',
  effects: [
    {
      // Select 1 Normal Monster from your Graveyard and Special Summon it in face-up Attack Position.
      kind: 'activation',
      label: 'Special Summon a Normal Monster from your Graveyard in Attack Position',
      declares: ['specialSummon'],
      condition: (ctx) => ctx.freeMonsterZones().length > 0,
      targets: [
        {
          prompt: 'Choose a Normal Monster in your Graveyard',
          from: 'graveyard',
          filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.isNormalMonster(c) && ctx.maySpecialSummonByEffect(c),
        },
      ],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.specialSummon(target, ctx.player, 'attack')) ctx.linkTo(target);
      },
    },
    {
      // When this card is removed from the field, destroy that monster. When that monster is removed from the field, destroy this card.
      kind: 'continuous',
      label: 'Leaves the field: destroy that monster; that monster leaves the field: destroy this card',
      rules: [{ code: 'destroysLinkedMonster', applies: () => true }, { code: 'destroyedWhenLinkedLeaves' }],
    },
  ],
} satisfies CardDefinition;
