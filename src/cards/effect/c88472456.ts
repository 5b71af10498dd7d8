// Zombyra the Dark
import type { CardDefinition } from '../../engine/card';
import { destroyedByThisCardInBattle } from '../../engine/effects/library';

export default {
  passcode: '88472456',
  name: 'Zombyra the Dark',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 4,
  atk: 2100,
  def: 500,
  text: 'This card cannot attack directly. Each time it destroys a monster by battle, it loses 200 ATK.',
  effects: [
    {
      // This card cannot attack your opponent directly.
      kind: 'continuous',
      label: 'Cannot attack directly',
      rules: [{ code: 'cannotAttackDirectly', applies: () => true }],
    },
    {
      // If this card destroys a monster by battle: this card loses 200 ATK
      kind: 'trigger',
      label: 'Zombyra the Dark loses 200 ATK',
      declares: ['modifyStats'],
      when: destroyedByThisCardInBattle,
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) !== null && ctx.isFaceUp(ctx.card)) ctx.changeStats(ctx.card, { atk: -200 });
      },
    },
  ],
} satisfies CardDefinition;
