/** Helpers for specs that play over several turns (rules that last past this turn). */
import { applyAction, legalActions, type Action, type Duel } from '..';
import { passAll, play } from './dsl';

/** Ends the current turn: to its End Phase and on into the next turn, passing every window (a prompt left open stops it). */
export function endTurn(duel: Duel): Duel {
  let d = passAll(duel);
  const turn = d.turn;
  while (d.turn === turn && d.winner === null) {
    const move = legalActions(d).find((a) => a.type === 'nextPhase' && a.to === 'end') ?? legalActions(d).find((a): a is Action => a.type === 'pass');
    if (!move) throw new Error(`No way to end turn ${turn}: ${JSON.stringify(legalActions(d))}`);
    d = passAll(applyAction(d, move));
  }
  return d;
}

/** Into the current turn's Battle Phase (Battle Step), passing every window. */
export const toBattle = (duel: Duel): Duel => passAll(play(duel, { type: 'nextPhase', to: 'battle' }));
