// Bottomless Trap Hole
import type { CardDefinition } from '../../engine/card';
import { summonedByOpponent } from '../../engine/effects/library';

// A monster Special Summoned face-down shows no ATK: it is not one of them (EDOPro's script asks IsFaceup).
const strongSummons = (ctx: Parameters<typeof summonedByOpponent>[0]) => summonedByOpponent(ctx).filter((c) => ctx.isFaceUp(c) && ctx.atk(c) >= 1500);

export default {
  passcode: '29401950',
  name: 'Bottomless Trap Hole',
  frame: 'trap',
  subtype: ['normal'],
  text: 'When your opponent Summons 1 or more monsters with 1500 or more ATK: destroy those monsters, and if you do, banish them.',
  effects: [
    {
      // When your opponent Summons a monster with 1500 or more ATK: destroy it, and if you do, banish it
      kind: 'activation',
      label: 'Destroy and banish the Summoned monster',
      declares: ['destroy', 'banish'],
      condition: (ctx) => strongSummons(ctx).length > 0,
      // Destroyed and banished as one: never in the Graveyard (a Pendulum Monster is banished too, not put in the Extra Deck).
      affects: { destroy: strongSummons, banish: strongSummons },
      resolve: (ctx) => void ctx.destroy(strongSummons(ctx), { banish: true }),
    },
  ],
} satisfies CardDefinition;
