import { useEffect, useLayoutEffect } from 'react';
import { useDeckStore } from '../store/deckStore';
import { useDuelStore } from '../store/duelStore';
import { useMatchStore } from '../store/matchStore';
import { useReplayStore } from '../store/replayStore';
import { usePuzzleStore } from '../store/puzzles/puzzleStore';
import { useUiStore } from '../store/uiStore';
import { warmUpEngine } from '../store/warmUp';
import { deckBuilderChunk, duelChunk, matchChunk, preloadDuelAtIdle, puzzlesChunk, replayChunk } from './chunks';
import { lazyScreen, OnDemand } from './OnDemand';
import { HandoverCover } from './Screens';

// Only the start screen is in the first load: the mat (with the coin toss), a Match's own screens
// (coin toss, siding, result), the deck builder, the puzzles and the replay viewer are chunks of their own (./chunks.ts),
// fetched when first opened or preloaded (idle time, a pointer over the button). The service worker
// precaches them with the rest of the build, so they open offline too (e2e/mat-offline.spec.ts).
const DuelMat = lazyScreen(duelChunk, (m) => m.DuelMat);
const MatchScreen = lazyScreen(matchChunk, (m) => m.MatchScreen);
const TurnOrderScreen = lazyScreen(duelChunk, (m) => m.TurnOrderScreen);
const DeckBuilder = lazyScreen(deckBuilderChunk, (m) => m.DeckBuilder);
const PuzzlesScreen = lazyScreen(puzzlesChunk, (m) => m.PuzzlesScreen);
const ReplayViewer = lazyScreen(replayChunk, (m) => m.ReplayViewer);

/**
 * Every screen but the start screen, which the Shell draws itself (./Shell.tsx), so it is the same
 * element before and after this chunk arrives (nothing typed or ticked there is lost): `onStartScreen`
 * says, before the browser paints, whether it is the screen to show.
 */
export function App({ onStartScreen }: { onStartScreen: (shown: boolean) => void }) {
  const screen = useDuelStore((s) => s.screen);
  const covered = useDuelStore((s) => s.handoverTo !== null);
  // Menus, drags and the inspector belong to one viewer: clear them when the screen or viewer changes.
  const viewer = useDuelStore((s) => s.viewer);
  const duelId = useDuelStore((s) => s.duelId);
  useEffect(() => useUiStore.getState().reset(), [screen, covered, viewer, duelId]);
  // While the browser is idle, run the engine's code paths once, so the first attack is not slow.
  useEffect(() => warmUpEngine(), []);
  // And fetch the mat's chunk, so a duel opens without waiting for it.
  useEffect(() => preloadDuelAtIdle(), []);
  const builderOpen = useDeckStore((s) => s.builderOpen);
  // A Match shows its own screens (coin toss, siding, result) whenever none of its Duels is on the mat.
  const betweenDuels = useMatchStore((s) => s.match !== null && !s.playing);
  const watching = useReplayStore((s) => s.opened !== null);
  const puzzles = usePuzzleStore((s) => s.open);
  const turnOrder = useDuelStore((s) => s.turnOrder?.setup.seed ?? null);
  const start = !watching && !(puzzles && screen === 'start') && !builderOpen && !betweenDuels && turnOrder === null && screen === 'start';
  useLayoutEffect(() => onStartScreen(start), [start, onStartScreen]);
  if (watching) {
    return (
      <OnDemand what="the replay viewer">
        <ReplayViewer />
      </OnDemand>
    );
  }
  if (puzzles && screen === 'start') {
    return (
      <OnDemand what="the puzzles">
        <PuzzlesScreen />
      </OnDemand>
    );
  }
  if (builderOpen) {
    return (
      <OnDemand what="the deck builder">
        <DeckBuilder />
      </OnDemand>
    );
  }
  if (betweenDuels) {
    return (
      <OnDemand what="the Match">
        <MatchScreen />
      </OnDemand>
    );
  }
  if (turnOrder !== null) {
    return (
      <OnDemand what="the coin toss">
        <TurnOrderScreen key={turnOrder} />
      </OnDemand>
    );
  }
  if (screen === 'start') return null;
  if (covered) return <HandoverCover />;
  return (
    <OnDemand what="the duel">
      <DuelMat />
    </OnDemand>
  );
}
