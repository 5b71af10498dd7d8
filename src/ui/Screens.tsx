import { useEffect, useRef } from 'react';
import { useDuelStore } from '../store/duelStore';
import { duelChunk, preload, puzzlesChunk } from './chunks';
import { playerName } from './labels';
import { PlayPanel } from './match/PlayPanel';
import { PositionPanel } from './PositionPanel';
import { SetAsideNotice } from './SetAsideNotice';
import { ReplayPanel } from './replay/ReplayPanel';
import { usePuzzleStore } from '../store/puzzles/puzzleStore';

export function StartScreen() {
  const error = useDuelStore((s) => s.error);
  return (
    <main className="start-screen">
      <div className="start-card">
        <div className="logo" aria-hidden="true">
          <span className="logo-card a" />
          <span className="logo-card b" />
        </div>
        <h1>duelmat</h1>
        <p className="intro">
          Play the Yu-Gi-Oh! TRADING CARD GAME at your desk: two 40-card Decks, 8000 Life Points each, and the
          official rules. Drag a monster from your hand onto a Monster Zone to Summon it, drag an attacker onto an
          opponent’s monster to battle, or click any card to see everything it may do right now. Duel the computer,
          or pass one screen between two players.
        </p>
        {/* Above the choices, so it is seen before a new save is made. */}
        <SetAsideNotice />
        <PositionPanel />
        <PlayPanel />
        {error && (
          <p className="start-error" role="alert">
            {error}
          </p>
        )}
        <div className="start-buttons">
          <button type="button" className="btn" onClick={() => usePuzzleStore.getState().startTutorial()} onPointerEnter={preload(duelChunk)} onFocus={preload(duelChunk)}>
            Guided first duel
          </button>
          <button type="button" className="btn" onClick={() => usePuzzleStore.getState().show()} onPointerEnter={preload(puzzlesChunk)} onFocus={preload(puzzlesChunk)}>
            Puzzles
          </button>
        </div>
        <ReplayPanel />
      </div>
    </main>
  );
}

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
