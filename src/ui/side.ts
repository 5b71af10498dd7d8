import { opponentOf, type Player } from '../engine';
import { useDuelStore } from '../store/duelStore';

/** 'me' is the viewer's half of the table (bottom), 'opp' the opponent's (top, mirrored). */
export type Side = 'me' | 'opp';

export const sideWord = (side: Side): string => (side === 'me' ? 'Your' : 'Opponent');

export function usePlayerOf(side: Side): Player {
  return useDuelStore((s) => (side === 'me' ? s.viewer : opponentOf(s.viewer)));
}

/** Droppable ids. */
export const monsterZoneId = (side: Side, index: number) => `zone:${side}:m:${index}`;
export const DIRECT_ATTACK_ID = 'opp-direct';
