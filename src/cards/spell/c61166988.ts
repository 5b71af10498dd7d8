// Wild Nature's Release
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '61166988',
  name: "Wild Nature's Release",
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 face-up Beast or Beast-Warrior monster: it gains ATK equal to its current DEF until the end of this turn; destroy it during the End Phase.',
  effects: [
    {
      // Target 1 Beast or Beast-Warrior monster; it gains ATK equal to its current DEF until the End Phase. During the End Phase, destroy it
      kind: 'activation',
      label: 'A Beast or Beast-Warrior gains ATK equal to its DEF; destroy it in the End Phase',
      declares: ['modifyStats', 'destroy'],
      targets: [{
        prompt: 'Choose a face-up Beast or Beast-Warrior monster',
        from: 'monsters',
        filter: (ctx, c) => ctx.isFaceUp(c) && ['Beast', 'Beast-Warrior'].includes(ctx.definition(c).monsterType ?? ''),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || !ctx.isFaceUp(target) || ctx.controllerOf(target) === null) return;
        ctx.modifyUntilEndOfTurn(target, { atk: ctx.def(target) });
        ctx.applyRule('destroyedInEndPhase', { player: ctx.player, card: target }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
