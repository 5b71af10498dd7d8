// The Shallow Grave
import { isMonster, type CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';
import type { Player } from '../../engine/constants';

/** A monster in `owner`'s Graveyard that may be Special Summoned (face-down) by an effect. */
const revivable = (ctx: EffectContext, card: string, owner: Player): boolean =>
  ctx.duel.cards[card]?.owner === owner && isMonster(ctx.definition(card)) && ctx.maySpecialSummonByEffect(card, { position: 'faceDownDefense', to: owner });

const hasFreeZone = (ctx: EffectContext, p: Player): boolean => ctx.duel.players[p].monsters.some((s) => s === null);

export default {
  passcode: '43434803',
  name: 'The Shallow Grave',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Each player targets 1 monster in their own Graveyard (you first); each player Special Summons their target to their own field in face-down Defense Position.',
  effects: [
    {
      // Each player selects 1 monster in their GY and Special Summons it in face-down Defense Position (both targeted, ygopro official script)
      kind: 'activation',
      label: 'Each player Special Summons 1 monster from their Graveyard face-down',
      declares: ['specialSummon'],
      condition: (ctx) => hasFreeZone(ctx, ctx.player) && hasFreeZone(ctx, ctx.opponent),
      targets: [
        { prompt: 'Choose a monster in your Graveyard to Special Summon face-down', from: 'graveyard', filter: (ctx, c) => revivable(ctx, c, ctx.player) },
        { prompt: 'Choose a monster in your Graveyard to Special Summon face-down', from: 'graveyard', chooser: 'opponent', filter: (ctx, c) => revivable(ctx, c, ctx.opponent) },
      ],
      resolve: (ctx) => {
        for (const card of ctx.targets) {
          const owner = ctx.duel.cards[card]!.owner;
          ctx.specialSummon(card, owner, 'faceDownDefense');
        }
      },
    },
  ],
} satisfies CardDefinition;
