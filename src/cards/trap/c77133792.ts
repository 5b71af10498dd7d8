// Magnet Conversion
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, sentToGraveyardThisTurn } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

/** A Level 4 or lower "Magnet Warrior" monster: the engine has no archetypes, so its name says it (Electromagnet Warriors too). */
const lowMagnetWarrior = (ctx: QueryContext, c: string): boolean => {
  const def = ctx.definition(c);
  return isMonster(def) && def.name.includes('Magnet Warrior') && (def.level ?? 0) >= 1 && (def.level ?? 0) <= 4;
};

export default {
  passcode: '77133792',
  name: 'Magnet Conversion',
  frame: 'trap',
  subtype: ['normal'],
  text:
    'Target up to 3 Level 4 or lower "Magnet Warrior" monsters in your Graveyard and add them to your hand. In either player\'s turn, but not the turn this card was sent to the Graveyard: you can banish this card from your Graveyard (cost) to target 1 of your banished Level 4 or lower "Magnet Warrior" monsters and Special Summon it.',
  effects: [
    {
      // Target up to 3 Level 4 or lower "Magnet Warrior" monsters in your Graveyard; add them to your hand.
      kind: 'activation',
      label: 'Add up to 3 Level 4 or lower "Magnet Warrior" monsters from your Graveyard to your hand',
      declares: ['toHand'],
      targets: [{
        prompt: 'Choose Level 4 or lower "Magnet Warrior" monsters in your Graveyard',
        from: 'graveyard',
        upTo: 3,
        filter: (ctx, c) => ctx.graveyard('mine').includes(c) && lowMagnetWarrior(ctx, c),
      }],
      resolve: (ctx) => ctx.addToHand(ctx.targets.filter((c) => ctx.graveyard('mine').includes(c))),
    },
    {
      // During either player's turn, except the turn this card was sent to the Graveyard: You can banish this card from your
      // Graveyard, then target 1 of your banished Level 4 or lower "Magnet Warrior" monsters; Special Summon it.
      kind: 'quick',
      range: 'graveyard',
      optional: true,
      label: 'Banish this card from your Graveyard: Special Summon 1 of your banished Level 4 or lower "Magnet Warrior" monsters',
      declares: ['banish', 'specialSummon'],
      condition: (ctx) => !sentToGraveyardThisTurn(ctx) && freeMonsterZones(ctx) > 0,
      cost: { can: (ctx) => ctx.mayBanish(ctx.card), pay: (ctx) => ctx.banish([ctx.card]) },
      targets: [{
        prompt: 'Choose 1 of your banished Level 4 or lower "Magnet Warrior" monsters',
        from: 'banished',
        filter: (ctx, c) => ctx.banished('mine').includes(c) && lowMagnetWarrior(ctx, c) && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.banished('mine').includes(target)) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
  ],
} satisfies CardDefinition;
