// Valkyrion the Magna Warrior
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, tributeNamedFromHandOrField, tributeSelfCost } from '../../engine/effects/library';

const MAGNETS = ['Alpha the Magnet Warrior', 'Beta the Magnet Warrior', 'Gamma the Magnet Warrior'] as const;

export default {
  passcode: '75347539',
  name: 'Valkyrion the Magna Warrior',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 8,
  atk: 3500,
  def: 3850,
  text: 'Cannot be Normal Summoned or Set. You can Special Summon this card from your hand by Tributing 1 "Alpha the Magnet Warrior", 1 "Beta the Magnet Warrior" and 1 "Gamma the Magnet Warrior" from your hand and/or your field; only after that may other cards Special Summon it. You can Tribute this card, then target 1 each of "Alpha the Magnet Warrior", "Beta the Magnet Warrior" and "Gamma the Magnet Warrior" in your Graveyard; Special Summon them.',
  summonProcedure: tributeNamedFromHandOrField(MAGNETS),
  effects: [
    {
      // Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by Tributing 1 "Alpha", "Beta" and "Gamma" from your hand and/or your side of the field.
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }],
    },
    {
      // You can Tribute this card, then target 1 "Alpha", "Beta" and "Gamma" in your Graveyard; Special Summon those targets.
      kind: 'ignition',
      key: 'reassemble',
      label: 'Tribute this card: Special Summon Alpha, Beta and Gamma from your Graveyard',
      declares: ['specialSummon'],
      // Tributing it frees its zone: 2 more must be free for the 3.
      condition: (ctx) => freeMonsterZones(ctx) >= 2,
      cost: tributeSelfCost(),
      targets: MAGNETS.map((name) => ({
        prompt: `Choose "${name}" in your Graveyard`,
        from: 'graveyard' as const,
        filter: (ctx, c) => ctx.controllerOf(c) === null && ctx.graveyard('mine').includes(c) && ctx.definition(c).name === name && ctx.maySpecialSummonByEffect(c),
      })),
      resolve: (ctx) => {
        const back = ctx.targets.filter((c) => ctx.graveyard('mine').includes(c) && ctx.maySpecialSummonByEffect(c));
        // Those still there, all of them or none (not enough zones).
        if (back.length === 0 || back.length > freeMonsterZones(ctx)) return;
        for (const c of back) ctx.specialSummon(c, ctx.player, chooseSummonPosition(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;
