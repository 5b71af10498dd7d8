// Autonomous Action Unit
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { payLpCost } from '../../engine/effects/library';

export default {
  passcode: '71453557',
  name: 'Autonomous Action Unit',
  frame: 'spell',
  subtype: ['equip'],
  text: "Pay 1500 LP, and target 1 monster in your opponent's Graveyard: Special Summon it to your field in face-up Attack Position, with this card equipped to it. When this card leaves the field, that monster is destroyed.",
  effects: [
    {
      // Pay 1500 Life Points, then target 1 monster in your opponent's Graveyard; Special Summon that target on your side
      // of the field in face-up Attack Position, and equip it with this card.
      kind: 'activation',
      label: "Pay 1500 LP: Special Summon a monster from your opponent's Graveyard, equipped with this card",
      declares: ['specialSummon'],
      condition: (ctx) => ctx.freeMonsterZones().length > 0,
      cost: payLpCost(1500),
      targets: [{ prompt: "Choose a monster in your opponent's Graveyard", from: 'graveyard', filter: (ctx, c) => ctx.graveyard('theirs').includes(c) && isMonster(ctx.definition(c)) && ctx.maySpecialSummonByEffect(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        // Nothing Summoned: the Equip Spell has nothing to equip and goes to the Graveyard.
        ctx.equip(target && ctx.specialSummon(target, ctx.player, 'attack') ? target : undefined);
      },
    },
    {
      // When this card leaves the field, destroy the equipped monster.
      kind: 'continuous',
      label: 'Leaves the field: destroy the equipped monster',
      rules: [{ code: 'destroysLinkedMonster', applies: () => true }],
    },
  ],
} satisfies CardDefinition;
