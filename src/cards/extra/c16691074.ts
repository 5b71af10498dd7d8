// Odd-Eyes Absolute Dragon
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, detachCost, freeMonsterZones, summonedByProcedureAs } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const NAME = 'Odd-Eyes Absolute Dragon';

/** Your "Odd-Eyes" monsters among `cards` that may be Special Summoned by an effect now. */
const oddEyesAmong = (ctx: EffectContext, cards: readonly string[]): string[] =>
  freeMonsterZones(ctx) === 0 ? [] : cards.filter((c) => ctx.definition(c).frame !== 'spell' && ctx.definition(c).frame !== 'trap' && ctx.isOfArchetype(c, 'Odd-Eyes') && ctx.maySpecialSummonByEffect(c));

/** Special Summons the chosen one of `offered`, in the position its player chooses. */
function summonOne(ctx: EffectContext, offered: readonly string[]): void {
  const pick = offered.length === 1 ? offered[0]! : ctx.chooseCard(ctx.player, 'Choose an "Odd-Eyes" monster to Special Summon', offered);
  ctx.specialSummon(pick, ctx.player, chooseSummonPosition(ctx, pick));
}

export default {
  passcode: '16691074',
  name: NAME,
  frame: 'xyz',
  attribute: 'WATER',
  monsterType: 'Dragon',
  level: 7,
  atk: 2800,
  def: 2500,
  text: '2 Level 7 monsters. When a monster of either player declares an attack (Quick Effect): you can detach 1 Xyz Material from this card; negate that attack, then you can Special Summon 1 "Odd-Eyes" monster from your hand or Graveyard. If this card, Xyz Summoned, is sent to the Graveyard: you can Special Summon 1 "Odd-Eyes" monster from your Extra Deck, but not "Odd-Eyes Absolute Dragon". Each effect of "Odd-Eyes Absolute Dragon" can be used only once per turn.',
  // 2 Level 7 monsters
  materials: { kind: 'xyz', level: 7, count: 2 },
  effects: [
    {
      // When any player's monster declares an attack: You can detach 1 Xyz Material from this card; negate the attack,
      // then you can Special Summon 1 "Odd-Eyes" monster from your hand or Graveyard
      kind: 'quick',
      label: 'Detach 1 Xyz Material: negate the attack, then you can Special Summon an "Odd-Eyes" monster from your hand or Graveyard',
      declares: ['negate', 'specialSummon'],
      damageStep: false,
      oncePerTurn: 'name',
      condition: (ctx) => ctx.attack !== null && !ctx.attack.damageStep && ctx.responseTo.some((e) => e.type === 'attackDeclared'),
      cost: detachCost(1),
      resolve: (ctx) => {
        ctx.negateAttack();
        const offered = oddEyesAmong(ctx, [...ctx.hand('mine'), ...ctx.graveyard('mine')]);
        if (offered.length > 0 && ctx.chooseOption(ctx.player, 'Special Summon an "Odd-Eyes" monster from your hand or Graveyard?', ['yes', 'no'] as const) === 'yes') summonOne(ctx, offered);
      },
    },
    {
      // If this Xyz Summoned card is sent to the Graveyard: You can Special Summon 1 "Odd-Eyes" monster from your Extra
      // Deck, except "Odd-Eyes Absolute Dragon"
      kind: 'trigger',
      range: 'graveyard',
      optional: true,
      label: 'Special Summon an "Odd-Eyes" monster from your Extra Deck',
      declares: ['specialSummon'],
      oncePerTurn: 'name',
      when: (ctx, e) =>
        (e.type === 'sentToGraveyard' || e.type === 'destroyed' || e.type === 'destroyedByBattle' || e.type === 'tributed') && e.card === ctx.card &&
        summonedByProcedureAs(ctx, ctx.card, 'xyz'),
      condition: (ctx) => oddEyesAmong(ctx, ctx.extra('mine')).some((c) => ctx.definition(c).name !== NAME),
      resolve: (ctx) => {
        const offered = oddEyesAmong(ctx, ctx.extra('mine')).filter((c) => ctx.definition(c).name !== NAME);
        if (offered.length > 0) summonOne(ctx, offered);
      },
    },
  ],
} satisfies CardDefinition;
