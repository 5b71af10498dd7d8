// Kaiser Colosseum
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '35059553',
  name: 'Kaiser Colosseum',
  frame: 'spell',
  subtype: ['continuous'],
  text: "While this card stays face-up and you control 1 or more monsters, your opponent cannot place a monster on their field (Summon, Set, Special Summon, take control) if they would then control more monsters than you. Monsters they already control stay.",
  effects: [
    {
      kind: 'activation',
      label: "Cap the opponent's monsters at the number you control",
      declares: ['restrict'],
      // The cap holds from its resolution while it stays on the field (recorded about this card: it ends as it leaves).
      resolve: (ctx) => {
        ctx.applyRule('monsterCap', { player: ctx.opponent, card: ctx.card }, 'duel');
      },
    },
  ],
} satisfies CardDefinition;
