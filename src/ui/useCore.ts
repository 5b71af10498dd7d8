import { useEffect, useState } from 'react';
import { coreChunk } from './chunks';

/** The duel's code (./core.ts), once fetched. */
export type Core = typeof import('./core');

/**
 * The loaded core, or null until it arrives (asking for it on first use). A fetch that fails leaves
 * null here; the Shell says so.
 */
export function useCore(): Core | null {
  const [core, setCore] = useState<Core | null>(() => coreChunk.loaded());
  useEffect(() => {
    if (core) return;
    let live = true;
    coreChunk.load().then(
      (m) => live && setCore(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [core]);
  return core;
}
