import { applyAction, cardName, decidingPlayer, legalActions, type Action, type Duel } from '../../engine';
import { chooseFor } from '../../ai';
import type { SolutionStep } from './puzzles';

/** The legal action a solution step names (by card names), or undefined when none matches. */
export function actionFor(duel: Duel, step: SolutionStep): Action | undefined {
  const name = (id: string) => cardName(duel, id);
  return legalActions(duel).find((a) => {
    if (a.type !== step.type) return false;
    switch (a.type) {
      case 'normalSummon':
        return name(a.card) === step.card && a.tributes.map(name).sort().join('|') === [...(step.tributes ?? [])].sort().join('|');
      case 'flipSummon':
      case 'setSpellTrap':
      case 'activate':
      case 'specialSummon':
        return name(a.card) === step.card && (a.type !== 'specialSummon' || a.position !== 'defense');
      case 'attack':
        return name(a.card) === step.card && (a.target === 'direct' ? step.target === 'direct' : name(a.target) === step.target);
      case 'nextPhase':
        return a.to === step.to;
      case 'select':
        if ('option' in a) return a.option === step.option;
        return a.ids.length === 1 && name(a.ids[0]!) === step.card;
      default:
        return false;
    }
  });
}

/**
 * Plays solution steps from a duel: the opponent's decisions are the computer's (seeded; Normal unless told), and
 * the player's own open windows that the steps do not name are passed. Stops when the steps are
 * used up and it is the player's move again, or the duel is over. Throws when a step is not legal.
 */
export function playSteps(start: Duel, steps: readonly SolutionStep[], seed = 1, level: 'easy' | 'normal' | 'hard' = 'normal'): Duel {
  let duel = start;
  const left = [...steps];
  for (let guard = 0; guard < 500 && duel.winner === null; guard++) {
    if (decidingPlayer(duel) === 1) {
      duel = applyAction(duel, chooseFor(duel, 1, { level, seed }));
      continue;
    }
    const step = left[0];
    if (!step) break;
    const action = actionFor(duel, step);
    if (action) {
      left.shift();
      duel = applyAction(duel, action);
      continue;
    }
    const pass = legalActions(duel).find((a) => a.type === 'pass');
    if (!pass) throw new Error(`step ${JSON.stringify(step)} is not legal now`);
    duel = applyAction(duel, pass);
  }
  if (left.length) throw new Error(`steps left over: ${JSON.stringify(left)}`);
  return duel;
}
