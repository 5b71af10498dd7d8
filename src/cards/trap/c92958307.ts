// Performapal Show Down
import type { CardDefinition } from '../../engine/card';
import { canTurnFaceDown, faceUpSpellCardsControlled } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** A face-up monster your opponent controls that can be turned face-down (not a Token). */
const theirFaceUpMonster = (ctx: EffectContext, c: CardId): boolean => ctx.controllerOf(c) === ctx.opponent && canTurnFaceDown(ctx, c);

export default {
  passcode: '92958307',
  name: 'Performapal Show Down',
  frame: 'trap',
  subtype: ['normal'],
  text:
    'Target face-up monsters your opponent controls, as many as you like up to the face-up Spell Cards you control (your Pendulum Zones\' cards count); turn them face-down in Defense Position.',
  effects: [
    {
      // Target any number of face-up monsters your opponent controls, up to the number of face-up Spell Cards you control;
      // change those monsters to face-down Defense Position.
      kind: 'activation',
      label: "Turn your opponent's face-up monsters face-down",
      declares: ['position'],
      condition: (ctx) => faceUpSpellCardsControlled(ctx).length > 0,
      targets: [{
        prompt: 'Choose face-up monsters your opponent controls to turn face-down',
        from: 'monsters',
        upTo: (ctx) => faceUpSpellCardsControlled(ctx).length,
        filter: theirFaceUpMonster,
      }],
      resolve: (ctx) => {
        for (const target of ctx.targets) if (canTurnFaceDown(ctx, target)) ctx.setPosition(target, 'defense', false);
      },
    },
  ],
} satisfies CardDefinition;
