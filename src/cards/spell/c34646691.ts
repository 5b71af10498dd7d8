// Stumbling
import type { CardDefinition } from '../../engine/card';
import { isSummonOf } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** Whether `monster` stands face-up in Attack Position on the field. */
const faceUpAttack = (ctx: EffectContext, monster: string): boolean => {
  const controller = ctx.controllerOf(monster);
  if (controller === null) return false;
  const slot = ctx.duel.players[controller].monsters.find((s) => s?.card === monster);
  return slot?.faceUp === true && slot.position === 'attack';
};

export default {
  passcode: '34646691',
  name: 'Stumbling',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field: each time a monster is Normal Summoned, Flip Summoned or Special Summoned, it is changed to Defense Position.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Stumbling face-up',
    },
    {
      // Any monster that is Normal Summoned, Flip Summoned or Special Summoned is changed to Defense Position (a Trigger
      // effect, mandatory: ygopro's EFFECT_TYPE_TRIGGER_F). Monsters Summoned at the same time set it off once: the
      // engine names the first of them (its `triggeredBy`), the one changed.
      kind: 'trigger',
      label: 'Change the Summoned monster to Defense Position',
      declares: ['position'],
      when: (ctx, e) => isSummonOf(e),
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (!e || !('card' in e)) return;
        // Only while this card is still face-up on the field (ygopro: IsRelateToEffect).
        if (!ctx.spellTraps('mine').includes(ctx.card) || !ctx.isFaceUp(ctx.card)) return;
        if (faceUpAttack(ctx, e.card)) ctx.setPosition(e.card, 'defense', true);
      },
    },
  ],
} satisfies CardDefinition;
