// Infernalqueen Archfiend
import type { CardDefinition } from '../../engine/card';
import { isArchfiend, maintenanceCost, negatesTargetingOnRoll } from '../../engine/effects/library';

export default {
  passcode: '08581705',
  name: 'Infernalqueen Archfiend',
  frame: 'effect',
  attribute: 'FIRE',
  monsterType: 'Fiend',
  level: 4,
  atk: 900,
  def: 1500,
  text: "During each of your Standby Phases you must pay 500 LP; if you cannot, this card is destroyed. When an effect of your opponent's card that targets this card resolves, roll a six-sided die: on 2 or 5, negate that effect and destroy that card. Once per turn, during each Standby Phase: target 1 face-up Archfiend monster you control; it gains 1000 ATK until the End Phase.",
  effects: [
    // The controller of this card pays 500 LP during each of their Standby Phases (this is not optional)
    maintenanceCost(500, { mandatory: true }),
    {
      // When this card is targeted by the effect of a card controlled by your opponent, when resolving the
      // effect, roll a six-sided die; if the result is 2 or 5, negate the effect and destroy the opponent's card
      kind: 'continuous',
      label: "Roll a die against an opponent's effect targeting it: on 2 or 5, negate it and destroy that card",
      declares: ['negate', 'destroy'],
      rules: [negatesTargetingOnRoll([2, 5])],
    },
    {
      // During each Standby Phase, 1 Archfiend monster gains 1000 ATK until the End Phase (a mandatory
      // Trigger targeting a face-up Archfiend you control, once per turn: official/c8581705.lua)
      kind: 'trigger',
      label: 'Target 1 face-up Archfiend monster you control: it gains 1000 ATK until the End Phase',
      declares: ['modifyStats'],
      when: (_ctx, e) => e.type === 'phaseEntered' && e.phase === 'standby',
      oncePerTurn: 'card',
      targets: [{
        prompt: 'Choose a face-up Archfiend monster you control to gain 1000 ATK',
        from: 'monsters',
        filter: (ctx, c) => ctx.controllerOf(c) === ctx.player && ctx.isFaceUp(c) && isArchfiend(ctx.definition(c)),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.isFaceUp(target)) ctx.modifyUntilEndOfTurn(target, { atk: 1000 });
      },
    },
  ],
} satisfies CardDefinition;
