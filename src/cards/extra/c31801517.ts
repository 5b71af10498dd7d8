// Number 62: Galaxy-Eyes Prime Photon Dragon
import type { CardDefinition } from '../../engine/card';
import { changedForThisDamageCalculation, detachCost, inDamageStepBattle } from '../../engine/effects/library';
import type { EffectContext, QueryContext } from '../../engine/effects/types';
import type { DuelEvent } from '../../engine/state';

const PHOTON = 'Galaxy-Eyes Photon Dragon';
const RISE = 'riseInYour2ndStandbyPhase';

/**
 * The Standby Phase of the last of the 2 turns of yours the wait lasts (ruleCodes.ts `lastTurnOf`: activated in your
 * turn, its Standby Phase included, the turn after your next; in your opponent's, your turn after next): ygopro's turn counter reaching 2.
 */
const yourSecondStandby = (ctx: QueryContext, e: DuelEvent): boolean =>
  e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player &&
  ctx.duel.rules.some((r) => r.code === 'awaits' && r.key === `${ctx.card}#${RISE}` && r.lasts.kind === 'turns' && r.lasts.through === ctx.duel.turn);

/** The combined Ranks of the face-up Xyz Monsters on the field. */
const ranksOnField = (ctx: EffectContext): number =>
  ctx.cardsOnField().filter((c) => ctx.controllerOf(c) !== null && ctx.isFaceUp(c) && ctx.definition(c).frame === 'xyz').reduce((n, c) => n + (ctx.definition(c).level ?? 0), 0);

/** Whether this card has "Galaxy-Eyes Photon Dragon" as an Xyz Material now. */
const hasPhoton = (ctx: QueryContext): boolean => ctx.materialsOf(ctx.card).some((m) => ctx.definition(m).name === PHOTON);

export default {
  passcode: '31801517',
  name: 'Number 62: Galaxy-Eyes Prime Photon Dragon',
  frame: 'xyz',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 8,
  atk: 4000,
  def: 3000,
  text: '2 Level 8 monsters. In the Damage Step, up to damage calculation, if this card is attacking or being attacked, in either player\'s turn (Quick Effect): you can detach 1 Xyz Material from it; it gains 200 ATK for each Rank of the face-up Xyz Monsters on the field until that damage calculation is over. Once per battle. If your opponent\'s card effect destroys this card while its owner controls it and it has "Galaxy-Eyes Photon Dragon" as an Xyz Material: you can have it Special Summoned from your Graveyard in your 2nd Standby Phase after that, and its ATK is doubled. Unless it has "Galaxy-Eyes Photon Dragon" as an Xyz Material, the battle damage it inflicts on your opponent is halved.',
  // 2 Level 8 monsters
  materials: { kind: 'xyz', level: 8, count: 2 },
  effects: [
    {
      // If this card attacks or is attacked, during damage calculation (in either player's turn): You can detach 1 Xyz
      // Material from this card once per battle; it gains ATK equal to the combined Ranks of all Xyz Monsters on the
      // field x 200, during that damage calculation only (here: in the Damage Step, up to damage calculation)
      kind: 'quick',
      label: 'Detach 1 Xyz Material: +200 ATK per Rank of the Xyz Monsters on the field for this damage calculation',
      declares: ['modifyStats'],
      optional: true,
      damageStep: true,
      condition: (ctx) => inDamageStepBattle(ctx, ctx.card) && !changedForThisDamageCalculation(ctx, ctx.card),
      cost: detachCost(1),
      resolve: (ctx) => {
        const ranks = ranksOnField(ctx);
        if (ranks > 0 && ctx.controllerOf(ctx.card) !== null && ctx.isFaceUp(ctx.card)) ctx.modifyForThisDamageCalculation(ctx.card, { atk: ranks * 200 });
      },
    },
    {
      // If this card in its owner's control is destroyed by your opponent's card effect while it has "Galaxy-Eyes
      // Photon Dragon" as an Xyz Material: You can Special Summon this card during your 2nd Standby Phase after activation
      kind: 'trigger',
      optional: true,
      range: 'graveyard',
      label: 'Special Summon this card in your 2nd Standby Phase after this',
      declares: ['specialSummon'],
      when: (ctx, e) =>
        e.type === 'destroyed' && e.card === ctx.card && e.by === ctx.opponent && e.controller === ctx.player && ctx.graveyard('mine').includes(ctx.card) &&
        (e.materials ?? []).some((m) => ctx.definition(m).name === PHOTON),
      resolve: (ctx) => ctx.awaitLater(RISE, { turnsOf: ctx.player, count: 2 }),
    },
    {
      // Your 2nd Standby Phase after activation: Special Summon this card, and double its ATK (no Chain: ygopro's script)
      kind: 'trigger',
      key: RISE,
      range: 'delayed',
      withoutChain: true,
      label: 'Special Summon this card and double its ATK',
      declares: ['specialSummon', 'modifyStats'],
      when: yourSecondStandby,
      resolve: (ctx) => {
        if (!ctx.graveyard('mine').includes(ctx.card) || ctx.freeMonsterZones().length === 0 || !ctx.maySpecialSummonByEffect(ctx.card)) return;
        ctx.specialSummon(ctx.card, ctx.player, 'attack');
        if (ctx.controllerOf(ctx.card) === ctx.player) ctx.changeStats(ctx.card, { atk: ctx.atk(ctx.card) });
      },
    },
    {
      // Any battle damage this card inflicts to your opponent is halved unless it has "Galaxy-Eyes Photon Dragon" as an Xyz Material
      kind: 'continuous',
      label: 'Battle damage it inflicts is halved unless it has "Galaxy-Eyes Photon Dragon" as an Xyz Material',
      rules: [{ code: 'halvesBattleDamage', applies: (ctx) => !hasPhoton(ctx) }],
    },
  ],
} satisfies CardDefinition;
