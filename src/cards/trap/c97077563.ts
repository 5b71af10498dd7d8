// Call of the Haunted
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';

export default {
  passcode: '97077563',
  name: 'Call of the Haunted',
  frame: 'trap',
  subtype: ['continuous'],
  text: "Target 1 monster in your Graveyard: Special Summon it in Attack Position, linked to this card. If this card leaves the field, that monster is destroyed; if that monster is destroyed, so is this card.",
  effects: [
    {
      // Activate this card by targeting 1 monster in your Graveyard; Special Summon that target in Attack Position.
      kind: 'activation',
      label: 'Special Summon a monster from your Graveyard in Attack Position',
      declares: ['specialSummon'],
      condition: (ctx) => ctx.freeMonsterZones().length > 0,
      targets: [{ prompt: 'Choose a monster in your Graveyard', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isMonster(ctx.definition(c)) && ctx.maySpecialSummonByEffect(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        // Summoned, the monster is linked to this card; if it cannot be, this card stays on the field with nothing to do.
        if (target && ctx.specialSummon(target, ctx.player, 'attack')) ctx.linkTo(target);
      },
    },
    {
      // When this card leaves the field, destroy that target. When that target is destroyed, destroy this card.
      kind: 'continuous',
      label: 'Leaves the field: destroy that monster; that monster destroyed: destroy this card',
      rules: [{ code: 'destroysLinkedMonster', applies: () => true }, { code: 'destroyedWithLinked' }],
    },
  ],
} satisfies CardDefinition;
