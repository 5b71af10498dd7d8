// Last Turn
import { isMonster, type CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

const RESULT_AT_END_PHASE = 'resultAtEndPhase';
const RESULT_AS_TURN_ENDS = 'resultAsTurnEnds';

/**
 * "The player whose monster remains alone on the field ... wins the Duel. Any other case results in a DRAW": counted
 * as `official/c28566710.lua` counts (`checkop`): the monsters each player controls, face-up or face-down.
 */
function decide(ctx: EffectContext): void {
  const mine = ctx.monsters('mine').length;
  const theirs = ctx.monsters('theirs').length;
  ctx.winDuel(mine > 0 && theirs === 0 ? ctx.player : theirs > 0 && mine === 0 ? ctx.opponent : 'draw');
}

export default {
  passcode: '28566710',
  name: 'Last Turn',
  frame: 'trap',
  subtype: ['normal'],
  text:
    'Activate only in your opponent\'s turn, while your LP are 1000 or less and you control a monster. Choose 1 monster you control; '
    + 'every other card on the field and in both hands is sent to the Graveyard. Then your opponent chooses 1 monster in their Deck and '
    + 'Special Summons it in face-up Attack Position, and it attacks the monster you chose; neither player takes battle damage from that '
    + 'battle. During the End Phase of this turn, a player who alone controls a monster wins the Duel; otherwise the Duel is a draw.',
  effects: [
    {
      // This card can only be activated during your opponent's turn when your Life Points are 1000 or less. Select 1
      // monster on your side of the field and send all other cards on the field and in their respective owner's hands to
      // their respective Graveyards. After that, your opponent selects and Special Summons 1 monster from their Deck in
      // face-up Attack Position and attacks your selected monster. (Any Battle Damage from this battle is treated as 0.)
      // The selected monster is chosen as it resolves (no target), as the script does; its attack is a battle started by
      // the effect once the Chain is over (rule code `forcedBattle`), in whatever phase this was activated.
      kind: 'activation',
      label: 'Last battle: one monster each, the winner takes the Duel',
      declares: ['toGraveyard', 'specialSummon'],
      condition: (ctx) => ctx.duel.turnPlayer === ctx.opponent && ctx.duel.players[ctx.player].lp <= 1000 && ctx.monsters('mine').length > 0,
      resolve: (ctx) => {
        const mine = ctx.monsters('mine');
        const kept = mine.length === 0 ? null : mine.length === 1 ? mine[0]! : ctx.chooseCard(ctx.player, 'Choose the monster that stays on the field', mine);
        const others = [...ctx.cardsOnField('all'), ...ctx.hand('mine'), ...ctx.hand('theirs')].filter((c) => c !== kept && c !== ctx.card);
        if (others.length > 0) ctx.sendToGraveyard(others);
        const summonable = ctx.deck('theirs').filter((c) => isMonster(ctx.definition(c)) && ctx.maySpecialSummonByEffect(c, { to: ctx.opponent }));
        if (summonable.length > 0) {
          const chosen = ctx.chooseCard(ctx.opponent, 'Choose a monster in your Deck to Special Summon in Attack Position', summonable);
          if (ctx.specialSummon(chosen, ctx.opponent, 'attack')) {
            for (const p of [ctx.player, ctx.opponent]) ctx.applyRule('noBattleDamage', { player: p, card: chosen }, 'thisTurn');
            if (kept !== null && ctx.controllerOf(kept) === ctx.player) ctx.applyRule('forcedBattle', { player: ctx.opponent, card: chosen, key: kept }, 'thisTurn');
          }
        }
        // Activated in the End Phase itself, the result comes as that End Phase ends (the script's check waits for the
        // phase's end, `EVENT_PHASE+PHASE_END`); otherwise as this turn's End Phase begins.
        if (ctx.phase() === 'end') ctx.awaitLater(RESULT_AS_TURN_ENDS, { turnsOf: ctx.player, count: 1 });
        else ctx.awaitLater(RESULT_AT_END_PHASE, 'thisTurn');
      },
    },
    {
      // The player whose monster remains alone on the field at the End Phase of this turn wins the Duel. Any other case
      // results in a DRAW. (A continuous effect of the card, no Chain: the script's `EFFECT_TYPE_CONTINUOUS`.)
      kind: 'trigger',
      key: RESULT_AT_END_PHASE,
      label: 'The player who alone controls a monster wins; otherwise a draw',
      range: 'delayed',
      withoutChain: true,
      when: (_ctx, e) => e.type === 'phaseEntered' && e.phase === 'end',
      resolve: decide,
    },
    {
      // The same, when it was activated in the End Phase: decided as that End Phase ends (the next turn begins).
      kind: 'trigger',
      key: RESULT_AS_TURN_ENDS,
      label: 'The player who alone controls a monster wins; otherwise a draw',
      range: 'delayed',
      withoutChain: true,
      when: (_ctx, e) => e.type === 'turnStarted',
      resolve: decide,
    },
  ],
} satisfies CardDefinition;
