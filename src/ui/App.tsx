import { useEffect } from 'react';
import { useDeckStore } from '../store/deckStore';
import { useDuelStore } from '../store/duelStore';
import { useMatchStore } from '../store/matchStore';
import { useReplayStore } from '../store/replayStore';
import { usePuzzleStore } from '../store/puzzles/puzzleStore';
import { useUiStore } from '../store/uiStore';
import { warmUpEngine } from '../store/warmUp';
import { DuelScreen } from './DuelScreen';
import { lazyScreen, OnDemand } from './OnDemand';
import { DuelOverlay } from './match/DuelOverlay';
import { HandoverCover, StartScreen } from './Screens';

// The deck builder and a Match's own screens (coin toss, siding, result) are not needed for the
// first screen, so they are separate chunks, fetched when first opened (the initial JS budget,
// scripts/bench-ui.mjs). The service worker precaches them with the rest of the build, so they
// open offline too (e2e/mat-offline.spec.ts).
const DeckBuilder = lazyScreen(() => import('./decks/DeckBuilder').then((m) => m.DeckBuilder));
const MatchScreen = lazyScreen(() => import('./match/MatchScreen').then((m) => m.MatchScreen));
const PuzzlesScreen = lazyScreen(() => import('./puzzles/PuzzlesScreen').then((m) => m.PuzzlesScreen));
const ReplayViewer = lazyScreen(() => import('./replay/ReplayViewer').then((m) => m.ReplayViewer));
const TurnOrderScreen = lazyScreen(() => import('./match/TurnOrderScreen').then((m) => m.TurnOrderScreen));

export function App() {
  const screen = useDuelStore((s) => s.screen);
  const covered = useDuelStore((s) => s.handoverTo !== null);
  // Menus, drags and the inspector belong to one viewer: clear them when the screen or viewer changes.
  const viewer = useDuelStore((s) => s.viewer);
  const duelId = useDuelStore((s) => s.duelId);
  useEffect(() => useUiStore.getState().reset(), [screen, covered, viewer, duelId]);
  // While the browser is idle, run the engine's code paths once, so the first attack is not slow.
  useEffect(() => warmUpEngine(), []);
  const builderOpen = useDeckStore((s) => s.builderOpen);
  // A Match shows its own screens (coin toss, siding, result) whenever none of its Duels is on the mat.
  const betweenDuels = useMatchStore((s) => s.match !== null && !s.playing);
  const watching = useReplayStore((s) => s.opened !== null);
  const puzzles = usePuzzleStore((s) => s.open);
  const turnOrder = useDuelStore((s) => s.turnOrder?.setup.seed ?? null);
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
  if (screen === 'start') return <StartScreen />;
  if (covered) return <HandoverCover />;
  return (
    <>
      <DuelScreen key={duelId} />
      <DuelOverlay key={`overlay-${duelId}`} />
    </>
  );
}
