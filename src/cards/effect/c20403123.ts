// Performapal Sleight Hand Magician
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { tributableMonsters } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A "Performapal" monster that is not a Pendulum Monster. */
const isNonPendulumPerformapal = (ctx: EffectContext, c: string): boolean => {
  const def = ctx.definition(c);
  return isMonster(def) && def.name.includes('Performapal') && def.frame !== 'pendulum';
};
/** The monsters you control that the Summon may Tribute. */
const tributes = (ctx: EffectContext): string[] => tributableMonsters(ctx).filter((c) => isNonPendulumPerformapal(ctx, c));
const discardable = (ctx: EffectContext): string[] => ctx.hand('mine');
const faceUpOnField = (ctx: EffectContext, c: string): boolean => ctx.controllerOf(c) !== null && ctx.isFaceUp(c);

export default {
  passcode: '20403123',
  name: 'Performapal Sleight Hand Magician',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 7,
  atk: 2500,
  def: 2000,
  text: 'You can Special Summon this card from your hand by Tributing 1 "Performapal" monster you control that is not a Pendulum Monster. Once per turn: you can discard 1 card as a cost and target 1 face-up card on the field; destroy it.',
  // You can Special Summon this card (from your hand) by Tributing 1 "Performapal" monster, except a Pendulum Monster.
  summonProcedure: {
    from: 'hand',
    condition: (ctx) => tributes(ctx).length > 0,
    cost: {
      can: (ctx) => tributes(ctx).length > 0,
      pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a "Performapal" monster to Tribute', tributes(ctx))]),
    },
  },
  effects: [
    {
      // Once per turn: You can discard 1 card, then target 1 face-up card on the field; destroy it.
      kind: 'ignition',
      label: 'Discard 1 card: destroy a face-up card on the field',
      declares: ['discard', 'destroy'],
      oncePerTurn: 'card',
      cost: {
        can: (ctx) => discardable(ctx).length > 0,
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Choose a card to discard', discardable(ctx))]),
      },
      targets: [{ prompt: 'Choose a face-up card on the field to destroy', from: 'field', filter: faceUpOnField }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && faceUpOnField(ctx, target)) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;
