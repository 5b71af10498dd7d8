// Soul Charge
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';

export default {
  passcode: '54447022',
  name: 'Soul Charge',
  frame: 'spell',
  subtype: ['normal'],
  text:
    'You pay for it with your Battle Phase: you cannot conduct your Battle Phase in a turn you activate this card (so not in Main Phase 2). Target any number of monsters in your Graveyard, up to your free Monster Zones; Special Summon them, and if you do, you lose 1000 LP for each one Special Summoned. You can activate "Soul Charge" only once per turn.',
  effects: [
    {
      // Target any number of monsters in your Graveyard; Special Summon them, and if you do, you lose 1000 Life Points for each monster
      // Special Summoned by this effect. You cannot conduct your Battle Phase the turn you activate this card. You can only activate 1 "Soul Charge" per turn.
      kind: 'activation',
      label: 'Special Summon monsters from your Graveyard, losing 1000 LP for each',
      declares: ['specialSummon', 'restrict'],
      oncePerTurn: 'name',
      // After the Battle Phase it could not be kept from it (ygopro c54447022: not in Main Phase 2).
      condition: (ctx) => ctx.phase() !== 'main2' && ctx.freeMonsterZones().length > 0,
      // Activating it is what bars the Battle Phase, whatever becomes of it.
      cost: { can: () => true, pay: (ctx) => ctx.applyRule('noBattlePhase', { player: ctx.player }, 'thisTurn') },
      targets: [{
        prompt: 'Choose monsters in your Graveyard to Special Summon',
        from: 'graveyard',
        upTo: (ctx) => ctx.freeMonsterZones().length,
        filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isMonster(ctx.definition(c)) && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        const targets = ctx.targets;
        // Not enough zones left for all of them: none is Summoned.
        if (targets.length === 0 || ctx.freeMonsterZones().length < targets.length) return;
        let summoned = 0;
        for (const target of targets) if (ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target))) summoned++;
        if (summoned > 0) ctx.setLp(ctx.player, Math.max(0, ctx.duel.players[ctx.player].lp - 1000 * summoned));
      },
    },
  ],
} satisfies CardDefinition;
