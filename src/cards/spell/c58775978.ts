// Nightmare's Steelcage
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '58775978',
  name: "Nightmare's Steelcage",
  frame: 'spell',
  subtype: ['normal'],
  text: "It stays on the field through your opponent's next 2 turns and is destroyed in the End Phase of the second; while it stands face-up, no monster can declare an attack.",
  effects: [
    {
      // This card remains on the field for 2 of your opponent's turns.
      kind: 'activation',
      label: "It stays for 2 of your opponent's turns",
      declares: ['restrict'],
      resolve: (ctx) => ctx.applyRule('remainsOnField', { player: ctx.player, card: ctx.card }, { turnsOf: ctx.opponent, count: 2 }),
    },
    {
      // While this card is face-up on the field, no monsters can attack.
      kind: 'continuous',
      label: 'No monster can declare an attack',
      rules: [{ code: 'noAttackDeclarations', applies: () => true }],
    },
  ],
} satisfies CardDefinition;
