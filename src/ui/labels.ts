import type { Attribute, Frame, Phase, Player } from '../engine';
import type { Mode } from '../store/duelStore';

/** The game's phase and step names: the engine's words, so the log and the mat say the same. */
export { PHASE_NAMES, STEP_NAMES } from '../engine';

export const PHASE_SHORT: Record<Phase, string> = {
  draw: 'Draw',
  standby: 'Standby',
  main1: 'Main 1',
  battle: 'Battle',
  main2: 'Main 2',
  end: 'End',
};

export const FRAME_NAMES: Record<Frame, string> = {
  normal: 'Normal Monster',
  effect: 'Effect Monster',
  ritual: 'Ritual Monster',
  fusion: 'Fusion Monster',
  synchro: 'Synchro Monster',
  xyz: 'Xyz Monster',
  pendulum: 'Pendulum Monster',
  token: 'Token',
  spell: 'Spell Card',
  trap: 'Trap Card',
};

export const ATTRIBUTE_COLOURS: Record<Attribute, string> = {
  DARK: '#6b3fa0',
  LIGHT: '#d9b531',
  EARTH: '#8a6a3b',
  WATER: '#2f7fc8',
  FIRE: '#d2462c',
  WIND: '#3b9a52',
  DIVINE: '#c9a227',
};

/** "Player 1" / "Player 2" as shown in hotseat (player 0 is Player 1). */
export const playerName = (p: Player): string => `Player ${p + 1}`;

/** A player named from the viewer's seat: "You"/"Opponent" against the computer, else Player N. */
export function whoName(mode: Mode, viewer: Player, p: Player): string {
  if (mode === 'hotseat') return p === viewer ? `You (${playerName(p)})` : `Opponent (${playerName(p)})`;
  return p === viewer ? 'You' : 'Opponent';
}
