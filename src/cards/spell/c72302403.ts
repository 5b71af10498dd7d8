// Swords of Revealing Light
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '72302403',
  name: 'Swords of Revealing Light',
  frame: 'spell',
  subtype: ['normal'],
  text: "Turns every face-down monster your opponent controls face-up. Then it stays on the field through your opponent's next 3 turns and is destroyed in the End Phase of the third; while it stands face-up, your opponent's monsters cannot declare an attack.",
  effects: [
    {
      // Flip all monsters your opponent controls face-up. This card remains on the field for 3 of your opponent's turns.
      kind: 'activation',
      label: "Flip your opponent's monsters face-up; it stays for 3 of their turns",
      declares: ['position', 'restrict'],
      resolve: (ctx) => {
        for (const monster of ctx.monsters('theirs')) if (!ctx.isFaceUp(monster)) ctx.flipFaceUp(monster);
        ctx.applyRule('remainsOnField', { player: ctx.player, card: ctx.card }, { turnsOf: ctx.opponent, count: 3 });
      },
    },
    {
      // While this card is face-up on the field, monsters your opponent controls cannot declare an attack.
      kind: 'continuous',
      label: "Your opponent's monsters cannot declare an attack",
      rules: [{ code: 'noAttackDeclarations', applies: (ctx, player) => player === ctx.opponent }],
    },
  ],
} satisfies CardDefinition;
