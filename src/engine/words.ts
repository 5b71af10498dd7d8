import type { Phase, Player } from './constants';

/** The game's names for phases and steps, as shown to players. */
export const PHASE_NAMES: Record<Phase, string> = {
  draw: 'Draw Phase',
  standby: 'Standby Phase',
  main1: 'Main Phase 1',
  battle: 'Battle Phase',
  main2: 'Main Phase 2',
  end: 'End Phase',
};

export const STEP_NAMES: Record<string, string> = {
  start: 'Start Step',
  battle: 'Battle Step',
  damage: 'Damage Step',
  end: 'End Step',
};

/** "You"/"Opponent" from a viewer's side, or "Player N" for an omniscient reader. */
export const who = (player: Player, viewer?: Player): string =>
  viewer === undefined ? `Player ${player + 1}` : player === viewer ? 'You' : 'Opponent';
