// Galaxy-Eyes Cipher Blade Dragon
import type { CardDefinition } from '../../engine/card';
import { detachCost, summonedByProcedureAs } from '../../engine/effects/library';
import type { DuelEvent } from '../../engine/state';
import type { EffectContext } from '../../engine/effects/types';

const CIPHER = 'Galaxy-Eyes Cipher Dragon';

/**
 * "If this Xyz Summoned card is destroyed by your opponent's attack or card effect and sent to your Graveyard":
 * destroyed while you controlled it, by battle in your opponent's turn (their monster attacked) or by the effect of
 * a card your opponent controlled; it had been Xyz Summoned; now in your Graveyard.
 */
const destroyedByOpponentsAttackOrEffect = (ctx: EffectContext, e: DuelEvent): boolean =>
  ((e.type === 'destroyedByBattle' && e.card === ctx.card && e.controller === ctx.player && ctx.duel.turnPlayer === ctx.opponent) ||
    (e.type === 'destroyed' && e.card === ctx.card && e.controller === ctx.player && e.by === ctx.opponent)) &&
  ctx.graveyard('mine').includes(ctx.card) && summonedByProcedureAs(ctx, ctx.card, 'xyz');

export default {
  passcode: '02530830',
  name: 'Galaxy-Eyes Cipher Blade Dragon',
  frame: 'xyz',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 9,
  atk: 3200,
  def: 2800,
  text: '3 Level 9 monsters. May also be Xyz Summoned on a Rank 8 "Galaxy-Eyes" Xyz Monster you control, whose Xyz Materials become this card\'s. Cannot be used as an Xyz Material for an Xyz Summon. Once per turn: you can detach 1 Xyz Material from this card and target 1 card on the field; destroy it. If this card was Xyz Summoned and your opponent\'s attack or card effect destroys it and sends it to your Graveyard: you can target 1 "Galaxy-Eyes Cipher Dragon" in your Graveyard; Special Summon it.',
  // 3 Level 9 monsters / You can also Xyz Summon this card by using a Rank 8 "Galaxy-Eyes" Xyz Monster you control as the Xyz Material.
  materials: { kind: 'xyz', level: 9, count: 3, alsoOn: (xyz) => xyz.level === 8 && xyz.name.includes('Galaxy-Eyes') },
  effects: [
    {
      // Cannot be used as an Xyz Material for an Xyz Summon.
      kind: 'condition',
      label: 'Cannot be used as an Xyz Material for an Xyz Summon',
      rules: [{ code: 'notXyzMaterial' }],
    },
    {
      // Once per turn: You can detach 1 Xyz Material from this card, then target 1 card on the field; destroy it.
      kind: 'ignition',
      label: 'Detach 1 Xyz Material: destroy 1 card on the field',
      declares: ['destroy'],
      oncePerTurn: 'card',
      cost: detachCost(1),
      targets: [{ prompt: 'Choose a card on the field to destroy', from: 'field' }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.controllerOf(target) !== null) ctx.destroy([target]);
      },
    },
    {
      // If this Xyz Summoned card is destroyed by your opponent's attack or card effect and sent to your Graveyard:
      // You can target 1 "Galaxy-Eyes Cipher Dragon" in your Graveyard; Special Summon it.
      kind: 'trigger',
      optional: true,
      range: 'graveyard',
      label: 'Special Summon "Galaxy-Eyes Cipher Dragon" from your Graveyard',
      declares: ['specialSummon'],
      when: destroyedByOpponentsAttackOrEffect,
      condition: (ctx) => ctx.freeMonsterZones().length > 0,
      targets: [{ prompt: 'Choose "Galaxy-Eyes Cipher Dragon" in your Graveyard', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.isNamed(c, CIPHER) && ctx.maySpecialSummonByEffect(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.graveyard('mine').includes(target) && ctx.mayLeaveGraveyard(target)) ctx.specialSummon(target, ctx.player, 'attack');
      },
    },
  ],
} satisfies CardDefinition;
