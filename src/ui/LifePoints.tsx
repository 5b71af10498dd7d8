import { memo, useState } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useDuelStore } from '../store/duelStore';
import { useUiStore } from '../store/uiStore';
import { playerName } from './labels';
import { sideWord, usePlayerOf, type Side } from './side';

/** A player's Life Points with a bar, and a floating number when they change. */
export const LifePoints = memo(function LifePoints({ side }: { side: Side }) {
  const p = usePlayerOf(side);
  const lp = useDuelStore((s) => s.view?.players[p].lp ?? 0);
  const start = useDuelStore((s) => s.view?.startLp ?? 8000);
  const hotseat = useDuelStore((s) => s.mode === 'hotseat');
  const isTurn = useDuelStore((s) => s.view?.turnPlayer === p);
  // Remember the last value across renders to show the change (React's "previous props" pattern).
  const [shown, setShown] = useState({ lp, delta: 0, tick: 0 });
  if (shown.lp !== lp) setShown({ lp, delta: lp - shown.lp, tick: shown.tick + 1 });
  const ratio = Math.max(0, Math.min(1, lp / start));
  const who = side === 'me' ? (hotseat ? `You · ${playerName(p)}` : 'You') : hotseat ? `Opponent · ${playerName(p)}` : 'Opponent';
  return (
    <div className={`lp lp-${side}${isTurn ? ' lp-turn' : ''}`}>
      <div className="lp-who">{who}</div>
      <div className="lp-value" aria-label={`${sideWord(side)} LP`}>
        <span className="lp-tag">LP</span> {lp}
      </div>
      <div className="lp-bar" aria-hidden="true">
        <div className="lp-fill" style={{ width: `${ratio * 100}%` }} />
      </div>
      {shown.delta !== 0 && (
        <span key={shown.tick} className={`lp-delta ${shown.delta < 0 ? 'down' : 'up'}`} aria-hidden="true">
          {shown.delta > 0 ? `+${shown.delta}` : shown.delta}
        </span>
      )}
    </div>
  );
});

/**
 * The opponent's side of the table as a drop target for direct attacks (it is enabled only while an
 * attacker that may attack directly is dragged).
 */
export function DirectAttackArea({ children }: { children: React.ReactNode }) {
  const accepts = useUiStore((s) => s.drag?.targets.has('opp-direct') ?? false);
  const { setNodeRef, isOver } = useDroppable({ id: 'opp-direct', disabled: !accepts });
  return (
    <div ref={setNodeRef} className={`opp-area${accepts ? ' drop-target-direct' : ''}${accepts && isOver ? ' drop-over' : ''}`}>
      {children}
      {accepts && <div className="direct-hint" aria-hidden="true">Drop here to attack directly</div>}
    </div>
  );
}
