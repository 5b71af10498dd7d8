// Terrorking Archfiend
import type { CardDefinition } from '../../engine/card';
import { isArchfiend, isEffectMonster, maintenanceCost, negatesTargetingOnRoll } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

/** Whether its player controls a face-up "Archfiend" monster (official/c35975813.lua `excon`). */
const controlsArchfiend = (ctx: QueryContext): boolean => ctx.monsters('mine').some((c) => ctx.isFaceUp(c) && isArchfiend(ctx.definition(c)));

export default {
  passcode: '35975813',
  name: 'Terrorking Archfiend',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 2000,
  def: 1500,
  text: "Cannot be Normal Summoned or Flip Summoned unless you control a face-up Archfiend monster (it can be Set). During each of your Standby Phases you must pay 800 LP; if you cannot, this card is destroyed. When an effect of your opponent's card that targets this card resolves, roll a six-sided die: on 2 or 5, negate that effect and destroy that card. An Effect Monster this card destroys by battle has its effects negated.",
  effects: [
    {
      // This card cannot be Normal Summoned or Flip Summoned unless you have an Archfiend monster on your
      // side of the field (EFFECT_CANNOT_SUMMON, EFFECT_CANNOT_FLIP_SUMMON: a Set is allowed)
      kind: 'condition',
      label: 'Normal or Flip Summoned only while you control a face-up Archfiend monster',
      rules: [{ code: 'cannotBeNormalOrFlipSummoned', applies: (ctx) => !controlsArchfiend(ctx) }],
    },
    // The controller of this card pays 800 LP during each of their Standby Phases (this is not optional)
    maintenanceCost(800, { mandatory: true }),
    {
      // When this card is targeted by the effect of a card controlled by your opponent, when resolving the
      // effect, roll a six-sided die; if the result is 2 or 5, negate the effect and destroy the opponent's card
      kind: 'continuous',
      label: "Roll a die against an opponent's effect targeting it: on 2 or 5, negate it and destroy that card",
      declares: ['negate', 'destroy'],
      rules: [negatesTargetingOnRoll([2, 5])],
    },
    {
      // The effects of an Effect Monster this card destroyed as a result of battle are negated
      kind: 'continuous',
      label: 'An Effect Monster it destroys by battle has its effects negated',
      declares: ['negate'],
      rules: [{ code: 'negatesBattleDestroyed', applies: (ctx, other) => isEffectMonster(ctx.definition(other)) }],
    },
  ],
} satisfies CardDefinition;
