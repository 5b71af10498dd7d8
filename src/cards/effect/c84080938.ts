// The Forgiving Maiden
import { isMonster, type CardDefinition } from '../../engine/card';
import { destroyedByBattleThisTurn } from '../../engine/effects/library';

export default {
  passcode: '84080938',
  name: 'The Forgiving Maiden',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 4,
  atk: 850,
  def: 2000,
  text: 'You can Tribute this face-up card to target 1 monster in your Graveyard that was destroyed by battle this turn; return it to your hand.',
  effects: [
    {
      // Tribute this face-up card to return to your hand 1 of your monsters destroyed as a result of battle during this turn
      kind: 'ignition',
      label: 'Tribute this card: return 1 of your monsters destroyed by battle this turn to your hand',
      declares: ['toHand'],
      cost: { can: (ctx) => ctx.mayBeTributed(ctx.card), pay: (ctx) => ctx.tribute([ctx.card]) },
      targets: [
        {
          prompt: 'Choose a monster in your Graveyard destroyed by battle this turn',
          from: 'graveyard',
          filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isMonster(ctx.definition(c)) && destroyedByBattleThisTurn(ctx, c),
        },
      ],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target)) ctx.returnToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;
