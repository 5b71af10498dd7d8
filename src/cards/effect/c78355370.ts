// Kuribohrn
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition, destroyedByBattleThisTurn, freeMonsterZones, sentToGraveyardThisTurn } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A monster in your Graveyard that was destroyed by battle and sent there this turn (turn marks `destroyedByBattle`, `sentToGraveyard`). */
const sentByBattleThisTurn = (ctx: EffectContext, c: string): boolean =>
  ctx.graveyard('mine').includes(c) && isMonster(ctx.definition(c)) && sentToGraveyardThisTurn(ctx, c) && destroyedByBattleThisTurn(ctx, c);

/** A "Kuriboh" monster: the engine has no archetypes, so its name says it. */
const kuriboh = (ctx: EffectContext, c: string): boolean => isMonster(ctx.definition(c)) && ctx.definition(c).name.includes('Kuriboh');

export default {
  passcode: '78355370',
  name: 'Kuribohrn',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fiend',
  level: 1,
  atk: 300,
  def: 200,
  text:
    'At the end of a Battle Phase: you can discard this card from your hand (cost) to target 1 monster in your Graveyard that was destroyed by battle and sent there this turn, and Special Summon it. When an opponent\'s monster declares an attack: you can banish this card from your Graveyard (cost) to target any number of "Kuriboh" monsters in your Graveyard and Special Summon them.',
  effects: [
    {
      // At the end of the Battle Phase: You can discard this card, then target 1 monster in your GY that was destroyed by
      // battle and sent there this turn; Special Summon it (either player's Battle Phase: ygopro's EVENT_PHASE+PHASE_BATTLE).
      kind: 'trigger',
      range: 'hand',
      optional: true,
      label: 'Discard this card: Special Summon a monster destroyed by battle this turn from your Graveyard',
      declares: ['discard', 'specialSummon'],
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'battle' && e.step === 'end',
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      cost: { can: () => true, pay: (ctx) => ctx.discard([ctx.card]) },
      targets: [{
        prompt: 'Choose a monster in your Graveyard destroyed by battle this turn',
        from: 'graveyard',
        filter: (ctx, c) => sentByBattleThisTurn(ctx, c) && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.graveyard('mine').includes(target)) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
    {
      // When an opponent's monster declares an attack: You can banish this card from your GY, then target any number of
      // "Kuriboh" monsters in your GY; Special Summon them (as many as the free Monster Zones).
      kind: 'trigger',
      range: 'graveyard',
      optional: true,
      label: 'Banish this card from your Graveyard: Special Summon "Kuriboh" monsters from your Graveyard',
      declares: ['banish', 'specialSummon'],
      when: (ctx, e) => e.type === 'attackDeclared' && ctx.controllerOf(e.attacker) === ctx.opponent,
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      cost: { can: (ctx) => ctx.mayBanish(ctx.card), pay: (ctx) => ctx.banish([ctx.card]) },
      targets: [{
        prompt: 'Choose "Kuriboh" monsters in your Graveyard to Special Summon',
        from: 'graveyard',
        upTo: (ctx) => freeMonsterZones(ctx),
        filter: (ctx, c) => c !== ctx.card && ctx.graveyard('mine').includes(c) && kuriboh(ctx, c) && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        for (const target of ctx.targets) {
          if (freeMonsterZones(ctx) === 0) return;
          if (ctx.graveyard('mine').includes(target)) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
        }
      },
    },
  ],
} satisfies CardDefinition;
