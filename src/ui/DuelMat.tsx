import { useDuelStore } from '../store/duelStore';
import { DuelScreen } from './DuelScreen';
import { DuelOverlay } from './match/DuelOverlay';

// The coin toss travels in the mat's chunk (src/ui/chunks.ts): once it is shown the mat is ready,
// and "Go first" never waits for a download.
export { TurnOrderScreen } from './match/TurnOrderScreen';

/**
 * The game mat and a Match's overlay (score, Surrender), with dnd-kit and the mat's components:
 * not in the first load. Each new duel draws a fresh mat.
 */
export function DuelMat() {
  const duelId = useDuelStore((s) => s.duelId);
  return (
    <>
      <DuelScreen key={duelId} />
      <DuelOverlay key={`overlay-${duelId}`} />
    </>
  );
}
