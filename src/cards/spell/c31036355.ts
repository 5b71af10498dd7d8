// Creature Swap
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '31036355',
  name: 'Creature Swap',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Each player picks 1 monster they control, and the two players trade them for good. Neither monster can change its battle position for the rest of this turn.',
  effects: [
    {
      // Each player chooses 1 monster they control and switches control of those monsters with each other.
      // Those monsters cannot change their battle positions for the rest of this turn.
      kind: 'activation',
      label: 'Each player gives the other 1 monster they control',
      declares: ['changeControl'],
      condition: (ctx) => ctx.monsters('mine').length > 0 && ctx.monsters('theirs').length > 0,
      resolve: (ctx) => {
        const mine = ctx.monsters('mine');
        const theirs = ctx.monsters('theirs');
        if (mine.length === 0 || theirs.length === 0) return;
        const given = ctx.chooseCard(ctx.player, 'Choose a monster you control to give to your opponent', mine);
        const taken = ctx.chooseCard(ctx.opponent, 'Choose a monster you control to give to your opponent', theirs);
        if (!ctx.switchControl(given, taken)) return;
        for (const monster of [given, taken]) ctx.applyRule('cannotChangePosition', { player: ctx.controllerOf(monster)!, card: monster }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
