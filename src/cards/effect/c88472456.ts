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
  text: 'A fallen hero who never strikes at a player directly, and weakens by 200 ATK each time he destroys a monster in battle.',
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
