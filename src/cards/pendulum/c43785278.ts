// Foucault's Cannon
import type { CardDefinition } from '../../engine/card';
import { activatedAsPendulumThisTurn, inPendulumZone } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** A face-up Spell or Trap Card on the field (a Pendulum Zone's card is a Spell Card there). */
const faceUpSpellOrTrap = (ctx: EffectContext, c: CardId): boolean => ctx.controllerOf(c) !== null && ctx.isFaceUp(c);

export default {
  passcode: '43785278',
  name: "Foucault's Cannon",
  frame: 'pendulum',
  subtype: ['normal'],
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 5,
  scale: 2,
  atk: 2200,
  def: 1200,
  text:
    'Pendulum Effect, once per turn: during the End Phase of a turn you activated this card in your Pendulum Zone, you can target 1 face-up Spell or Trap Card on the field; destroy it.',
  effects: [
    {
      // Pendulum Effect: During the End Phase, if this card was activated this turn: You can target 1 face-up Spell/Trap Card on the field; destroy it.
      kind: 'trigger',
      label: 'Destroy 1 face-up Spell or Trap Card on the field',
      declares: ['destroy'],
      range: 'pendulumZone',
      optional: true,
      oncePerTurn: 'card',
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end',
      condition: (ctx) => activatedAsPendulumThisTurn(ctx),
      targets: [{ prompt: 'Choose a face-up Spell or Trap Card on the field to destroy', from: 'spellTraps', filter: faceUpSpellOrTrap }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        // This card must still be in its Pendulum Zone, and the target face-up.
        if (!inPendulumZone(ctx, ctx.card) || target === undefined || !ctx.isFaceUp(target)) return;
        ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;
