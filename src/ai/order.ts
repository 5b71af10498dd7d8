import type { Action } from '../engine';

/**
 * A few points that break ties between equally scored actions in the order a player takes a turn:
 * play cards, then attack (directly first), then move on to the Battle Phase rather than skipping it.
 */
export function turnOrder(a: Action): number {
  switch (a.type) {
    case 'attack':
      return a.target === 'direct' ? 6 : 5;
    case 'nextPhase':
      return a.to === 'battle' ? 3 : a.to === 'main2' ? 1 : 0;
    case 'pass':
      return 0.5;
    case 'changePosition':
      return 0;
    default:
      return 4;
  }
}
