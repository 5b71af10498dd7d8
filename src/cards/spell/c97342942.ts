// Ectoplasmer
import type { CardDefinition } from '../../engine/card';
import type { Player } from '../../engine/constants';
import type { EffectContext } from '../../engine/effects/types';

/** The face-up monsters `player` controls that an effect may Tribute. */
const tributable = (ctx: EffectContext, player: Player): string[] =>
  ctx.monsters(player === ctx.player ? 'mine' : 'theirs').filter((m) => ctx.isFaceUp(m) && ctx.mayBeTributed(m));

export default {
  passcode: '97342942',
  name: 'Ectoplasmer',
  frame: 'spell',
  subtype: ['continuous'],
  text: "While this card is face-up on the field, once during each player's End Phase: the turn player Tributes 1 face-up monster they control, and their opponent takes damage equal to half that monster's original ATK.",
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Ectoplasmer face-up',
    },
    {
      // Once during each player's End Phase: the turn player Tributes 1 face-up monster they control and inflicts damage
      // to their opponent equal to half its original ATK. A mandatory Trigger that works for both sides (ygopro:
      // EFFECT_FLAG_BOTH_SIDE); here the card's controller activates it, and the turn player chooses and Tributes.
      kind: 'trigger',
      label: 'The turn player Tributes 1 face-up monster: their opponent takes half its original ATK as damage',
      declares: ['damage'],
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end',
      resolve: (ctx) => {
        if (!ctx.spellTraps('mine').includes(ctx.card) || !ctx.isFaceUp(ctx.card)) return;
        const tp = ctx.duel.turnPlayer;
        const choices = tributable(ctx, tp);
        if (choices.length === 0) return;
        const monster = ctx.chooseCard(tp, 'Choose a face-up monster to Tribute for Ectoplasmer', choices);
        const atk = ctx.definition(monster).atk ?? 0;
        ctx.tribute([monster]);
        ctx.damage(tp === 0 ? 1 : 0, Math.floor(atk / 2));
      },
    },
  ],
} satisfies CardDefinition;
