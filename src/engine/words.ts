import type { Materials } from './effects/types';
import type { BattleStep, Phase, Player } from './constants';
import type { DuelEndCause } from './state';

/** The game's names for phases and steps, as shown to players. */
export const PHASE_NAMES: Record<Phase, string> = {
  draw: 'Draw Phase',
  standby: 'Standby Phase',
  main1: 'Main Phase 1',
  battle: 'Battle Phase',
  main2: 'Main Phase 2',
  end: 'End Phase',
};

export const STEP_NAMES: Record<BattleStep, string> = {
  start: 'Start Step',
  battle: 'Battle Step',
  damage: 'Damage Step',
  end: 'End Step',
};

/** "You"/"Opponent" from a viewer's side, or "Player N" for an omniscient reader. */
export const who = (player: Player, viewer?: Player): string =>
  viewer === undefined ? `Player ${player + 1}` : player === viewer ? 'You' : 'Opponent';

/** Why the duel ended, in words: for an all-seeing reader, or from `viewer`'s side. */
export function endReason(cause: DuelEndCause, viewer?: Player): string {
  const subject = (p: Player): string => (viewer === undefined ? `Player ${p + 1}` : p === viewer ? 'You' : 'Your opponent');
  const possessive = (p: Player): string => (viewer === undefined ? `Player ${p + 1}'s` : p === viewer ? 'Your' : "Your opponent's");
  switch (cause.kind) {
    case 'lpZero':
      return `${possessive(cause.player)} LP reached 0`;
    case 'bothLpZero':
      return 'Both players reached 0 LP at the same time';
    case 'deckOut':
      return `${subject(cause.player)} could not draw a card`;
    case 'forbiddenOne':
      return `${subject(cause.player)} assembled all five pieces of the Forbidden One`;
    case 'bothWinningHands':
      return 'Both players completed a winning hand at the same time';
    case 'surrender':
      return `${subject(cause.player)} surrendered`;
    case 'cardEffect':
      return cause.winner === 'draw' ? `The effect of ${cause.card} made the Duel a draw` : `${subject(cause.winner)} won by the effect of ${cause.card}`;
  }
}

/** A card's Fusion, Synchro or Xyz Materials in words ("Junk Synchron + 1 or more non-Tuner monsters"). */
export function materialsText(m: Materials): string {
  switch (m.kind) {
    case 'fusion':
      return [...m.names.map((n) => `"${n}"`), ...(m.ofType ?? []).map((t) => `1 ${t} monster`)].join(' + ') + (m.contact ? ' (banish them from your field; no Spell needed)' : '');
    case 'synchro':
      return m.text;
    case 'xyz':
      return `${m.count} Level ${m.level} monsters`;
  }
}

/** What the Chain shows for a Pendulum Monster activated as a Spell Card in a Pendulum Zone. */
export const PENDULUM_SCALE_LABEL = 'Activate it in a Pendulum Zone';

/** A value as a message shows it: short, quoted when text (control characters escaped, never raw). */
export function shownValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : typeof v;
}
