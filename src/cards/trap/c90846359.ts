// Rivalry of Warlords
import type { CardDefinition } from '../../engine/card';
import type { Player } from '../../engine/constants';
import { faceUpTypes, typesToKeep, withKeptType } from '../../engine/continuous';
import type { EffectContext } from '../../engine/effects/types';

/** `player` chooses which Type of their face-up monsters they keep. */
const chooseType = (ctx: EffectContext, player: Player, types: readonly string[]): string =>
  ctx.chooseOption(player, 'Rivalry of Warlords: choose the Type of monster you keep (your face-up monsters of the other Types go to the Graveyard)', types);

export default {
  passcode: '90846359',
  name: 'Rivalry of Warlords',
  frame: 'trap',
  subtype: ['continuous'],
  text: "While this card is face-up, each player may control face-up monsters of only 1 Type: each player's face-up monsters of other Types than the one they keep are sent to the Graveyard. When a player's face-up monsters are of several Types and none is the Type they kept (as this card resolves, or when several come face-up together), that player chooses the Type that stays. A monster of another Type than its player's face-up monsters cannot be Normal, Flip or Special Summoned face-up (it can still be Set, or Special Summoned face-down).",
  effects: [
    {
      // Each player sends monsters they control to the Graveyard so that they only control 1 Type of monster.
      // Each player can only control 1 Type of monster.
      kind: 'activation',
      label: 'Each player keeps only 1 Type of monster',
      declares: ['restrict'],
      resolve: (ctx) => {
        // As it resolves, each player whose face-up monsters are of 2 or more Types chooses the one they keep (its
        // controller first, goat/c504700158.lua `adjustop`); the state check then sends the others (stateCheck.ts).
        let kept = '|';
        for (const p of [ctx.player, ctx.opponent]) {
          const types = faceUpTypes(ctx.duel, p);
          if (types.length >= 2) kept = withKeptType(kept, p, chooseType(ctx, p, types));
        }
        ctx.keepDeclared(kept);
      },
      rules: [{ code: 'oneTypeOfMonster', applies: () => true }],
    },
    {
      // Later, monsters of 2 or more Types face-up at once on a player's side with none of them the Type they kept (flipped
      // face-up or taken together): that player chooses which Type stays, with no Chain.
      kind: 'trigger',
      withoutChain: true,
      label: 'Choose the Type of monster kept',
      declares: ['toGraveyard'],
      when: (ctx) => ([0, 1] as const).some((p) => { const k = typesToKeep(ctx.duel, p); return k !== null && 'choose' in k; }),
      resolve: (ctx) => {
        for (const p of [ctx.player, ctx.opponent]) {
          const k = typesToKeep(ctx.duel, p);
          if (k !== null && 'choose' in k) ctx.keepDeclared(withKeptType(ctx.keptDeclared(), p, chooseType(ctx, p, k.choose)));
        }
      },
    },
  ],
} satisfies CardDefinition;
