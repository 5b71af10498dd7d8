// Tsukuyomi
import type { CardDefinition } from '../../engine/card';
import { NORMAL_OR_FLIP, canTurnFaceDown, isSummonOf, spiritMonster } from '../../engine/effects/library';

export default {
  passcode: '34853266',
  name: 'Tsukuyomi',
  frame: 'effect',
  subtype: ['spirit'],
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1100,
  def: 1400,
  text: "Spirit monster; this card cannot be Special Summoned. If this card was Normal Summoned or flipped face-up this turn, it returns to its owner's hand during the End Phase. When this card is Normal Summoned or flipped face-up: target 1 face-up monster on the field; it is turned face-down in Defense Position.",
  effects: [
    ...spiritMonster(),
    {
      // When this card is Normal Summoned or flipped face-up: target 1 face-up monster on the field; change it to face-down Defense Position.
      kind: 'trigger',
      label: 'Turn 1 face-up monster on the field face-down',
      declares: ['position'],
      when: (ctx, e) => (isSummonOf(e, NORMAL_OR_FLIP) || e.type === 'flippedFaceUp') && 'card' in e && e.card === ctx.card,
      targets: [{ prompt: 'Choose a face-up monster to turn face-down', from: 'monsters', filter: canTurnFaceDown }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && canTurnFaceDown(ctx, target)) ctx.setPosition(target, 'defense', false);
      },
    },
  ],
} satisfies CardDefinition;
