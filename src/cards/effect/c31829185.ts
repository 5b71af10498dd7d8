// Dark Necrofear
import type { CardDefinition } from '../../engine/card';
import { opponentOf } from '../../engine/constants';
import { banishSeveralFromGraveyard } from '../../engine/effects/library';
import type { DuelEvent } from '../../engine/state';
import type { EffectContext, QueryContext } from '../../engine/effects/types';

const EQUIP = 'equipInTheEndPhase';

/**
 * Destroyed while it was a monster its owner controlled, by the opponent's card: by battle (always with an opponent's
 * monster) or by the effect of a card the opponent controlled (`by`); now in its owner's Graveyard.
 */
const destroyedByOpponent = (ctx: EffectContext, e: DuelEvent): boolean =>
  ((e.type === 'destroyedByBattle' && e.card === ctx.card && e.controller === ctx.player) ||
    (e.type === 'destroyed' && e.card === ctx.card && e.controller === ctx.player && e.by === opponentOf(ctx.player))) &&
  ctx.graveyard('mine').includes(ctx.card);

/** A face-up monster the opponent controls that control could be taken of (a Monster Zone of yours is free). */
const mayTake = (ctx: QueryContext, c: string): boolean => ctx.isFaceUp(c) && ctx.controllerOf(c) === ctx.opponent && ctx.freeMonsterZones().length > 0;

export default {
  passcode: '31829185',
  name: 'Dark Necrofear',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 8,
  atk: 2200,
  def: 2800,
  text: "Cannot be Normal Summoned or Set. You can Special Summon this card from your hand by banishing 3 Fiend monsters from your Graveyard. If this card, while you controlled it, was destroyed by your opponent's card this turn (by battle or by a card effect) and went to your Graveyard: during the End Phase, target 1 face-up monster your opponent controls; this card is equipped to it from your Graveyard, and you control that monster while this card equips it.",
  summonProcedure: banishSeveralFromGraveyard(3, 'a Fiend monster', (def) => def.monsterType === 'Fiend'),
  effects: [
    {
      // Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by banishing 3 Fiend-Type monsters from your Graveyard.
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }],
    },
    {
      // ... if this card was destroyed by an opponent's card this turn (either by battle or by card effect) and sent to the
      // Graveyard while it was a Monster Card in your possession: not an activated effect (no Chain; ygopro's
      // EFFECT_TYPE_CONTINUOUS on EVENT_TO_GRAVE registering a flag until the End Phase), it sets up the End Phase effect.
      kind: 'trigger',
      withoutChain: true,
      range: 'graveyard',
      label: 'Equip itself during this End Phase',
      declares: ['changeControl'],
      when: destroyedByOpponent,
      resolve: (ctx) => ctx.awaitLater(EQUIP, 'thisTurn'),
    },
    {
      // During the End Phase ...: Target 1 face-up monster your opponent controls; equip this card from the Graveyard to that target (mandatory).
      kind: 'trigger',
      key: EQUIP,
      range: 'delayed',
      label: "Equip Dark Necrofear from your Graveyard to your opponent's monster",
      declares: ['changeControl'],
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end',
      condition: (ctx) => ctx.graveyard('mine').includes(ctx.card),
      targets: [{ prompt: "Choose your opponent's face-up monster", from: 'monsters', filter: mayTake }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && mayTake(ctx, target)) ctx.equipThisFromGraveyardTo(target);
      },
    },
    {
      // While this card is equipped to a monster by this effect, take control of that monster.
      kind: 'continuous',
      label: 'Take control of the monster it equips',
      rules: [{ code: 'takesControl', applies: (ctx, monster) => monster === ctx.equippedTo }],
    },
  ],
} satisfies CardDefinition;
