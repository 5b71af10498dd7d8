import { useEffect, useRef } from 'react';
import { useDuelStore } from '../store/duelStore';
import { playerName } from './labels';

/** Hotseat: shown instead of the mat while the device changes hands, so no one sees the other's cards. */
export function HandoverCover() {
  const to = useDuelStore((s) => s.handoverTo);
  const confirm = useDuelStore((s) => s.confirmHandover);
  const btn = useRef<HTMLButtonElement>(null);
  useEffect(() => btn.current?.focus(), [to]);
  if (to === null) return null;
  const name = playerName(to);
  return (
    <main className="handover">
      <div className="handover-card">
        <h1>Pass the device to {name}</h1>
        <p>
          {name}, when only you can see the screen, show your cards. The other player should look away.
        </p>
        <button ref={btn} type="button" className="btn btn-primary btn-big" onClick={confirm}>
          I’m {name} — show my cards
        </button>
      </div>
    </main>
  );
}

/** The running duel cannot be saved (storage full, private mode): said once on the mat; play goes on. */
export function StorageProblem() {
  const problem = useDuelStore((s) => s.storageProblem);
  if (!problem) return null;
  return (
    <p className="storage-problem" role="status">
      {problem}
    </p>
  );
}
