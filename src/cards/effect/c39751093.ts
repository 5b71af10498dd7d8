// Otohime
import type { CardDefinition } from '../../engine/card';
import { isSummonOf, NORMAL_OR_FLIP, inAttackPosition, spiritMonster } from '../../engine/effects/library';

export default {
  passcode: '39751093',
  name: 'Otohime',
  frame: 'effect',
  subtype: ['spirit'],
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 3,
  atk: 0,
  def: 100,
  text: "Spirit monster; this card cannot be Special Summoned. If this card was Normal Summoned or flipped face-up this turn, it returns to its owner's hand during the End Phase. When this card is Normal Summoned or flipped face-up: you can target 1 face-up monster your opponent controls; change its battle position.",
  effects: [
    ...spiritMonster(),
    {
      // When this card is Normal Summoned or flipped face-up: You can target 1 face-up monster your opponent controls; change that target's battle position.
      kind: 'trigger',
      label: "Change the battle position of 1 face-up monster your opponent controls",
      declares: ['position'],
      optional: true,
      when: (ctx, e) => (isSummonOf(e, NORMAL_OR_FLIP) || e.type === 'flippedFaceUp') && 'card' in e && e.card === ctx.card,
      targets: [{ prompt: 'Choose a face-up monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target === undefined || ctx.controllerOf(target) === null || !ctx.isFaceUp(target)) return;
        // A face-up monster changes between face-up Attack and face-up Defense Position.
        ctx.setPosition(target, inAttackPosition(ctx, target) ? 'defense' : 'attack', true);
      },
    },
  ],
} satisfies CardDefinition;
