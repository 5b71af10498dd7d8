import { opponentOf, type Player } from '../engine';
import { useMat } from './matSource';

/** 'me' is the viewer's half of the table (bottom), 'opp' the opponent's (top, mirrored). */
export type Side = 'me' | 'opp';

export const sideWord = (side: Side): string => (side === 'me' ? 'Your' : 'Opponent');

export function usePlayerOf(side: Side): Player {
  return useMat((s) => (side === 'me' ? s.viewer : opponentOf(s.viewer)));
}

/** Droppable ids. */
export const monsterZoneId = (side: Side, index: number) => `zone:${side}:m:${index}`;
export const spellTrapZoneId = (side: Side, index: number) => `zone:${side}:s:${index}`;
export const fieldZoneId = (side: Side) => `zone:${side}:field`;
export const pendulumZoneId = (side: Side, index: 0 | 1) => `zone:${side}:p:${index}`;
export const DIRECT_ATTACK_ID = 'opp-direct';

/**
 * `data-place` values: where the effects layer (attack arrows, bursts) and keyboard navigation find
 * a place on the mat: `me:m:0` (Monster Zone 1), `opp:s:2`, `me:gy`, `opp:lp`, `me:hand`, ...
 */
export const placeKey = (side: Side, kind: 'm' | 's', index: number) => `${side}:${kind}:${index}`;
export const placeSelector = (key: string) => `[data-place="${key}"]`;
