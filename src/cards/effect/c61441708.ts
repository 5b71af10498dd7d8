// Sacred Phoenix of Nephthys
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, leftFieldWhileEquipping, specialSummonedByEffectOf } from '../../engine/effects/library';
import type { DuelEvent } from '../../engine/state';
import type { Effect, EffectContext } from '../../engine/effects/types';

const PASSCODE = '61441708';
const RISE = 'riseInYourNextStandbyPhase';

/** Destroyed by a card effect (either player's) and now in the Graveyard. */
const destroyedByEffect = (ctx: EffectContext, e: DuelEvent): boolean =>
  e.type === 'destroyed' && e.card === ctx.card && e.by !== undefined && ctx.graveyard('mine').includes(ctx.card);

/** Destroyed as a monster, not as an Equip Card in a Spell & Trap Zone (library.ts `leftFieldWhileEquipping`). */
const notAsEquipCard = (ctx: EffectContext, e: DuelEvent): boolean => !leftFieldWhileEquipping(ctx, e);

/**
 * ... after this card was destroyed by a card effect and sent to the Graveyard: not an activated effect (no Chain;
 * ygopro's EFFECT_TYPE_CONTINUOUS on EVENT_TO_GRAVE), it sets up the revival. "Your next Standby Phase": destroyed
 * in your own Draw Phase, that is this turn's; otherwise your next turn's.
 */
const setUpRevival = (when: (ctx: EffectContext, e: DuelEvent) => boolean): Effect => ({
  kind: 'trigger',
  withoutChain: true,
  range: 'graveyard',
  label: 'Come back in your next Standby Phase',
  declares: ['specialSummon'],
  when,
  resolve: (ctx) => {
    const beforeStandby = ctx.duel.turnPlayer === ctx.player && ctx.phase() === 'draw';
    ctx.awaitLater(RISE, beforeStandby ? 'thisTurn' : { turnsOf: ctx.player, count: 1 });
  },
});

const effects = (when: (ctx: EffectContext, e: DuelEvent) => boolean): Effect[] => [
  setUpRevival(when),
  {
    // During your next Standby Phase ...: Special Summon this card from the Graveyard (mandatory).
    kind: 'trigger',
    key: RISE,
    range: 'delayed',
    label: 'Special Summon Sacred Phoenix of Nephthys from your Graveyard',
    declares: ['specialSummon'],
    when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player,
    resolve: (ctx) => {
      if (ctx.graveyard('mine').includes(ctx.card)) ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card));
    },
  },
  {
    // When you do: Destroy all Spell and Trap Cards on the field (only when Summoned by its own effect).
    kind: 'trigger',
    label: 'Destroy all Spells and Traps on the field',
    declares: ['destroy'],
    when: (ctx, e) => e.type === 'specialSummoned' && e.card === ctx.card && specialSummonedByEffectOf(ctx, ctx.card, PASSCODE),
    resolve: (ctx) => ctx.destroy(ctx.spellTraps('all')),
  },
];

const TEXT = 'If this card is destroyed by a card effect and sent to the Graveyard, it is Special Summoned from your Graveyard during your next Standby Phase. When it is Special Summoned this way: destroy every Spell and Trap Card on the field.';

export default {
  passcode: PASSCODE,
  name: 'Sacred Phoenix of Nephthys',
  frame: 'effect',
  attribute: 'FIRE',
  monsterType: 'Winged Beast',
  level: 8,
  atk: 2400,
  def: 1600,
  text: TEXT,
  effects: effects(destroyedByEffect),
  // GOAT (goat/c504700099.lua): not when it was destroyed as an Equip Card in a Spell & Trap Zone (Thousand-Eyes Restrict's).
  eras: {
    goat: {
      text: 'If this card is destroyed as a monster by a card effect and sent to the Graveyard (not while it is an Equip Card), it is Special Summoned from your Graveyard during your next Standby Phase. When it is Special Summoned this way: destroy every Spell and Trap Card on the field.',
      effects: effects((ctx, e) => destroyedByEffect(ctx, e) && notAsEquipCard(ctx, e)),
    },
  },
} satisfies CardDefinition;
