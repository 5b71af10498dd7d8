// Mecha Phantom Beast Dracossack
import type { CardDefinition } from '../../engine/card';
import { attackedThisTurn, detachCost, freeMonsterZones, tributableMonsters } from '../../engine/effects/library';
import type { EffectContext, QueryContext } from '../../engine/effects/types';

const TOKEN = 'Mecha Phantom Beast Token';

/** You control a Token. */
const controlsToken = (ctx: QueryContext): boolean => ctx.monsters('mine').some((c) => ctx.definition(c).frame === 'token');

/** Your "Mecha Phantom Beast" monsters that may be Tributed (its Tokens are ones; so is this card). */
const tributableBeasts = (ctx: EffectContext): string[] => tributableMonsters(ctx).filter((c) => ctx.isOfArchetype(c, 'Mecha Phantom Beast'));

export default {
  passcode: '22110647',
  name: 'Mecha Phantom Beast Dracossack',
  frame: 'xyz',
  attribute: 'WIND',
  monsterType: 'Machine',
  level: 7,
  atk: 2600,
  def: 2200,
  text: '2 Level 7 monsters. Once per turn: you can detach 1 Xyz Material from this card; Special Summon 2 "Mecha Phantom Beast Tokens" (Machine, WIND, Level 3, 0 ATK, 0 DEF). While you control a Token, this card cannot be destroyed by battle or by card effects. Once per turn: you can Tribute 1 "Mecha Phantom Beast" monster, then target 1 card on the field; destroy it. This card cannot attack in a turn you use that effect (nor use it after attacking).',
  // 2 Level 7 monsters
  materials: { kind: 'xyz', level: 7, count: 2 },
  effects: [
    {
      // While you control a Token, this card cannot be destroyed by battle or card effects
      kind: 'continuous',
      label: 'Cannot be destroyed by battle or card effects while you control a Token',
      rules: [
        { code: 'indestructibleByBattleWith', applies: (ctx) => controlsToken(ctx) },
        { code: 'indestructibleByEffectOf', applies: (ctx) => controlsToken(ctx) },
      ],
    },
    {
      // Once per turn: You can detach 1 Xyz Material from this card; Special Summon 2 "Mecha Phantom Beast Tokens"
      kind: 'ignition',
      label: 'Detach 1 Xyz Material: Special Summon 2 Mecha Phantom Beast Tokens',
      declares: ['token', 'specialSummon'],
      oncePerTurn: 'card',
      condition: (ctx) => freeMonsterZones(ctx) >= 2,
      cost: detachCost(1),
      resolve: (ctx) => {
        if (freeMonsterZones(ctx) < 2) return;
        for (let i = 0; i < 2; i++) {
          const position = ctx.chooseOption(ctx.player, `Mecha Phantom Beast Token ${i + 1}: Attack or Defense Position?`, ['attack', 'defense'] as const);
          ctx.createToken(TOKEN, ctx.player, position);
        }
      },
    },
    {
      // Once per turn: You can Tribute 1 "Mecha Phantom Beast" monster, then target 1 card on the field; destroy that
      // target. This card cannot attack during the turn you activate this effect.
      kind: 'ignition',
      label: 'Tribute 1 "Mecha Phantom Beast" monster: destroy 1 card on the field (this card cannot attack this turn)',
      declares: ['destroy', 'restrict'],
      oncePerTurn: 'card',
      cost: {
        // Not after it has attacked this turn; the "cannot attack" comes with the activation (ygopro's EFFECT_FLAG_OATH).
        can: (ctx) => !attackedThisTurn(ctx, ctx.card) && tributableBeasts(ctx).length > 0 && ctx.cardsOnField('all').length >= 2,
        pay: (ctx) => {
          ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a "Mecha Phantom Beast" monster to Tribute', tributableBeasts(ctx))]);
          ctx.applyRule('cannotAttack', { player: ctx.player, card: ctx.card }, 'thisTurn');
        },
      },
      targets: [{ prompt: 'Choose 1 card on the field to destroy', from: 'field' }],
      resolve: (ctx) => {
        if (ctx.targets.length > 0) ctx.destroy(ctx.targets);
      },
    },
  ],
} satisfies CardDefinition;
