// Premature Burial
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { payLpCost } from '../../engine/effects/library';

export default {
  passcode: '70828912',
  name: 'Premature Burial',
  frame: 'spell',
  subtype: ['equip'],
  text: "Pay 800 LP, and target 1 monster in your Graveyard: Special Summon it in face-up Attack Position, with this card equipped to it. If this card is destroyed, that monster is destroyed too.",
  effects: [
    {
      // Activate this card by paying 800 LP, then target 1 monster in your Graveyard; Special Summon that
      // target in face-up Attack Position and equip it with this card.
      kind: 'activation',
      label: 'Pay 800 LP: Special Summon a monster from your Graveyard, equipped with this card',
      declares: ['specialSummon'],
      condition: (ctx) => ctx.freeMonsterZones().length > 0,
      cost: payLpCost(800),
      targets: [{ prompt: 'Choose a monster in your Graveyard', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isMonster(ctx.definition(c)) && ctx.maySpecialSummonByEffect(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        // Nothing Summoned: the Equip Spell has nothing to equip and goes to the Graveyard.
        ctx.equip(target && ctx.specialSummon(target, ctx.player, 'attack') ? target : undefined);
      },
    },
    {
      // When this card is destroyed, destroy the equipped monster.
      kind: 'continuous',
      label: 'Destroyed: destroy the equipped monster',
      rules: [{ code: 'destroysLinkedMonster', applies: (_ctx, destroyed) => destroyed }],
    },
  ],
} satisfies CardDefinition;
