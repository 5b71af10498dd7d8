// Tsukuyomi
import type { CardDefinition } from '../../engine/card';
import { NORMAL_OR_FLIP, isSummonOf, spiritMonster } from '../../engine/effects/library';

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
  text: 'A Spirit: never Special Summoned, and back to its owner\'s hand in the End Phase of a turn it was Normal Summoned or flipped face-up. When it is Normal Summoned or flipped face-up, it turns 1 face-up monster on the field face-down in Defense Position.',
  effects: [
    ...spiritMonster(),
    {
      // When this card is Normal Summoned or flipped face-up, flip 1 face-up monster on the field into face-down Defense Position.
      kind: 'trigger',
      label: 'Turn 1 face-up monster on the field face-down',
      declares: ['position'],
      when: (ctx, e) => (isSummonOf(e, NORMAL_OR_FLIP) || e.type === 'flippedFaceUp') && 'card' in e && e.card === ctx.card,
      resolve: (ctx) => {
        const faceUp = ctx.monsters('all').filter((m) => ctx.isFaceUp(m) && ctx.definition(m).frame !== 'token');
        if (faceUp.length === 0) return;
        ctx.setPosition(ctx.chooseCard(ctx.player, 'Choose a face-up monster to turn face-down', faceUp), 'defense', false);
      },
    },
  ],
} satisfies CardDefinition;
