import { cardName, legalActions, type Action, type Duel } from '../../engine';
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
