import { useEffect } from 'react';
import { useDuelStore } from '../store/duelStore';
import { useUiStore } from '../store/uiStore';
import { DuelScreen } from './DuelScreen';
import { HandoverCover, StartScreen } from './Screens';

export function App() {
  const screen = useDuelStore((s) => s.screen);
  const covered = useDuelStore((s) => s.handoverTo !== null);
  // Menus, drags and the inspector belong to one viewer: clear them when the screen or viewer changes.
  const viewer = useDuelStore((s) => s.viewer);
  const duelId = useDuelStore((s) => s.duelId);
  useEffect(() => useUiStore.getState().reset(), [screen, covered, viewer, duelId]);
  if (screen === 'start') return <StartScreen />;
  if (covered) return <HandoverCover />;
  return <DuelScreen key={duelId} />;
}
