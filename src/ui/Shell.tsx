import { useEffect, useState } from 'react';
import { coreChunk } from './chunks';
import { Loading, LoadFailed } from './OnDemand';
import { StartScreen } from './StartScreen';
import type { Core } from './useCore';

/** What the stores would go on with after a reload: a duel, a Match or a puzzle on the mat (src/store/README.md). */
const SAVED_ON_MAT = ['duelmat:duel', 'duelmat:match', 'duelmat:puzzle-on-mat'];
function savedOnMat(): boolean {
  try {
    return SAVED_ON_MAT.some((k) => localStorage.getItem(k) !== null);
  } catch {
    return false;
  }
}

/**
 * The page's root, in the first load: the start screen at once, while the duel's code (./core.ts)
 * is fetched; then the app of the core draws every other screen, and says when the start screen is
 * the one to show. The start screen stays the same element throughout, so a choice made on it
 * while the core arrives is kept. When a duel, Match or puzzle was on the mat, "Loading your duel…"
 * instead, so the start screen does not flash before the mat comes back.
 */
export function Shell() {
  const [core, setCore] = useState<Core | null>(() => coreChunk.loaded());
  const [failed, setFailed] = useState(false);
  const [resuming] = useState(savedOnMat);
  const [startShown, setStartShown] = useState(true);
  useEffect(() => {
    if (core) return;
    coreChunk.load().then(setCore, () => setFailed(true));
  }, [core]);
  if (!core && failed) return <LoadFailed what="duelmat" />;
  return (
    <>
      {core ? <core.App onStartScreen={setStartShown} /> : resuming && <Loading what="your duel" />}
      {(core ? startShown : !resuming) && <StartScreen />}
    </>
  );
}
