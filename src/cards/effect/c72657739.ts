// Malice Doll of Demise
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, sentFromFieldByContinuousSpell } from '../../engine/effects/library';

const RISE = 'riseInYourStandbyPhase';

export default {
  passcode: '72657739',
  name: 'Malice Doll of Demise',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1600,
  def: 1700,
  text: "If this card goes from the field to the Graveyard because of a Continuous Spell Card's effect, it is Special Summoned from your Graveyard during your next Standby Phase.",
  effects: [
    {
      // If this card is sent from the field to the Graveyard by the effect of a Continuous Spell Card: not an activated
      // effect (no Chain; ygopro's EFFECT_TYPE_CONTINUOUS on EVENT_TO_GRAVE), it sets up the revival. "Your Standby
      // Phase": sent in your own Draw Phase, that is this turn's; otherwise your next turn's.
      kind: 'trigger',
      withoutChain: true,
      range: 'graveyard',
      label: 'Come back in your next Standby Phase',
      declares: ['specialSummon'],
      when: sentFromFieldByContinuousSpell,
      resolve: (ctx) => {
        const beforeStandby = ctx.duel.turnPlayer === ctx.player && ctx.phase() === 'draw';
        ctx.awaitLater(RISE, beforeStandby ? 'thisTurn' : { turnsOf: ctx.player, count: 1 });
      },
    },
    {
      // ... Special Summon this card from the Graveyard during your Standby Phase (mandatory).
      kind: 'trigger',
      key: RISE,
      range: 'delayed',
      label: 'Special Summon Malice Doll of Demise from your Graveyard',
      declares: ['specialSummon'],
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player,
      resolve: (ctx) => {
        if (ctx.graveyard('mine').includes(ctx.card)) ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card));
      },
    },
  ],
} satisfies CardDefinition;
