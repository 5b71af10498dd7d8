// Dream Clown
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '13215230',
  name: 'Dream Clown',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 3,
  atk: 1200,
  def: 900,
  text: 'When this card is changed from face-up Attack Position to face-up Defense Position (by you or by an effect): target 1 monster your opponent controls; destroy it.',
  effects: [
    {
      // When this card is changed from Attack Position to Defense Position: Target 1 monster your opponent controls; destroy it
      kind: 'trigger',
      label: 'Destroy 1 monster your opponent controls',
      declares: ['destroy'],
      // From Attack Position: a face-down monster turned face-up in Defense Position is flipped, not changed from Attack Position.
      when: (ctx, e) => e.type === 'positionChanged' && e.card === ctx.card && e.position === 'defense' && ctx.isFaceUp(ctx.card) &&
        !ctx.duel.events.some((f) => f.type === 'flippedFaceUp' && f.card === ctx.card),
      targets: [{ prompt: 'Choose a monster your opponent controls to destroy', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;
