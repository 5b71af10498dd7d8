// Ring of Destruction
import type { CardDefinition } from '../../engine/card';
import { isMyTurn } from '../../engine/effects/library';

export default {
  passcode: '83555666',
  name: 'Ring of Destruction',
  frame: 'trap',
  subtype: ['normal'],
  text: 'During your opponent\'s turn: target 1 face-up monster your opponent controls whose ATK is no higher than their LP; destroy it, and if you do, you take damage equal to its original ATK, then your opponent takes the same damage. You can activate "Ring of Destruction" only once per turn.',
  effects: [
    {
      // During your opponent's turn: target 1 face-up monster your opponent controls whose ATK is less than
      // or equal to their LP; destroy it, and if you do, take damage equal to its original ATK, then inflict
      // damage to your opponent equal to the damage you took. You can only activate 1 "Ring of Destruction" per turn.
      kind: 'activation',
      label: 'Destroy 1 face-up monster your opponent controls; both players take its original ATK as damage',
      declares: ['destroy', 'damage'],
      oncePerTurn: 'name',
      condition: (ctx) => !isMyTurn(ctx),
      targets: [{
        prompt: 'Choose a face-up monster your opponent controls whose ATK is at most their LP',
        from: 'monsters',
        filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) && ctx.atk(c) <= ctx.duel.players[ctx.opponent].lp,
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || !ctx.isFaceUp(target) || ctx.destroy([target]).length === 0) return;
        const damage = Math.max(0, ctx.definition(target).atk ?? 0);
        ctx.damage(ctx.player, damage);
        // "Then": only if you are still in the Duel after taking yours.
        if (damage > 0 && ctx.duel.players[ctx.player].lp > 0) ctx.damage(ctx.opponent, damage);
      },
    },
  ],
  eras: {
    // GOAT (April 2005), the card before its errata: any face-up monster, on either turn, as many as you
    // like; both players take its ATK at once (a draw if both fall to 0) (EDOPro pre-errata/c511000824.lua:
    // docs/goat.md).
    goat: {
      text: 'Target 1 face-up monster on the field, on either turn; destroy it, and if you do, both players take damage equal to its ATK at the same time (both reaching 0 LP is a draw). No limit per turn.',
      effects: [
        {
          // Target 1 face-up monster; destroy it, and if you do, inflict damage equal to its ATK to both players
          kind: 'activation',
          label: 'Destroy 1 face-up monster; both players take damage equal to its ATK',
          declares: ['destroy', 'damage'],
          targets: [{ prompt: 'Choose a face-up monster', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
          resolve: (ctx) => {
            const [target] = ctx.targets;
            if (!target || !ctx.isFaceUp(target)) return;
            const atk = ctx.atk(target);
            if (ctx.destroy([target]).length === 0) return;
            ctx.damage(ctx.opponent, atk);
            ctx.damage(ctx.player, atk);
          },
        },
      ],
    },
  },
} satisfies CardDefinition;
