import { memo, useEffect, useRef, useState } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useUiStore } from '../store/uiStore';
import { playerName } from './labels';
import { useMat } from './matSource';
import { motionFactor } from './motion';
import { DIRECT_ATTACK_ID, sideWord, usePlayerOf, type Side } from './side';

/** A player's Life Points: the number counts to its new value, the bar shrinks, the change floats up. */
export const LifePoints = memo(function LifePoints({ side }: { side: Side }) {
  const p = usePlayerOf(side);
  const lp = useMat((s) => s.view?.players[p].lp ?? 0);
  const start = useMat((s) => s.view?.startLp ?? 8000);
  const hotseat = useMat((s) => s.mode === 'hotseat');
  const isTurn = useMat((s) => s.view?.turnPlayer === p);
  // Remember the last value across renders to show the change (React's "previous props" pattern).
  const [shown, setShown] = useState({ lp, delta: 0, tick: 0 });
  if (shown.lp !== lp) setShown({ lp, delta: lp - shown.lp, tick: shown.tick + 1 });
  const counter = useCountTo(lp);
  const ratio = Math.max(0, Math.min(1, lp / start));
  const who = side === 'me' ? (hotseat ? `You · ${playerName(p)}` : 'You') : hotseat ? `Opponent · ${playerName(p)}` : 'Opponent';
  return (
    <div className={`lp lp-${side}${isTurn ? ' lp-turn' : ''}${ratio <= 0.25 ? ' lp-low' : ''}`} data-place={`${side}:lp`}>
      <div className="lp-who">{who}</div>
      <div className="lp-value" aria-label={`${sideWord(side)} LP`}>
        <span className="lp-tag">LP</span> <span ref={counter}>{lp}</span>
      </div>
      <div className="lp-bar" aria-hidden="true">
        <div className="lp-fill" style={{ transform: `scaleX(${ratio})` }} />
      </div>
      {shown.delta !== 0 && (
        <span key={shown.tick} className={`lp-delta ${shown.delta < 0 ? 'down' : 'up'}`} aria-hidden="true">
          {shown.delta > 0 ? `+${shown.delta}` : shown.delta}
        </span>
      )}
      {shown.delta < 0 && <span key={`hit${shown.tick}`} className="lp-hit" aria-hidden="true" />}
    </div>
  );
});

/**
 * Counts the element's text from the old value to `value` over about half a second (instantly with
 * reduced motion). It writes the element's text directly between React renders (React also writes
 * the element's whole text for a lone text child, so the two never disagree on a node); the last
 * frame always writes the final value.
 */
function useCountTo(value: number) {
  const ref = useRef<HTMLSpanElement>(null);
  const from = useRef(value);
  useEffect(() => {
    const el = ref.current;
    const start = from.current;
    from.current = value;
    const ms = 600 * motionFactor();
    if (!el) return;
    if (start === value || ms === 0) {
      el.textContent = String(value);
      return;
    }
    const t0 = performance.now();
    let raf = requestAnimationFrame(function step(now) {
      const k = Math.min(1, (now - t0) / ms);
      const eased = 1 - (1 - k) ** 3;
      el.textContent = String(Math.round(start + (value - start) * eased));
      if (k < 1) raf = requestAnimationFrame(step);
    });
    el.textContent = String(start);
    return () => cancelAnimationFrame(raf);
  }, [value]);
  return ref;
}

/**
 * The opponent's side of the table as a drop target for direct attacks (it is a drop target only
 * while an attacker that may attack directly is dragged).
 */
export function DirectAttackArea({ children }: { children: React.ReactNode }) {
  const accepts = useUiStore((s) => s.drag?.targets.has(DIRECT_ATTACK_ID) ?? false);
  const isOver = useUiStore((s) => s.drag?.over === DIRECT_ATTACK_ID);
  return (
    <div className={`opp-area${accepts ? ' drop-target-direct' : ''}${isOver ? ' drop-over' : ''}`}>
      {accepts && <DirectDrop />}
      {children}
      {accepts && (
        <div className="direct-hint" aria-hidden="true">
          Drop here to attack directly
        </div>
      )}
    </div>
  );
}

/** The direct-attack target: the whole opponent area, registered while it accepts a drop. */
function DirectDrop() {
  const { setNodeRef } = useDroppable({ id: DIRECT_ATTACK_ID });
  return <div ref={setNodeRef} className="direct-drop" aria-hidden="true" />;
}
