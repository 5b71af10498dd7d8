import { applyAction, decidingPlayer, legalActions, type Action, type Duel, type Player } from '../engine';
import { chooseFor, type Level } from '.';

/**
 * Test helper: `me` plays with the computer at `level`, the other side passes (or takes its first
 * choice), or plays at `against` when given, until the turn is over.
 */
export function playTurn(duel: Duel, me: Player, level: Level, seed = 1, maxSteps = 200, against?: Level): { duel: Duel; chosen: Action[] } {
  const turn = duel.turn;
  const chosen: Action[] = [];
  for (let i = 0; i < maxSteps && duel.winner === null && duel.turn === turn; i++) {
    const who = decidingPlayer(duel);
    const legal = legalActions(duel);
    if (who === null || legal.length === 0) break;
    let action: Action;
    if (who === me) {
      action = chooseFor(duel, me, { level, seed: seed + i });
      chosen.push(action);
    } else {
      action = against ? chooseFor(duel, who, { level: against, seed: seed + i }) : (legal.find((a) => a.type === 'pass') ?? legal[0]!);
    }
    duel = applyAction(duel, action);
  }
  return { duel, chosen };
}
