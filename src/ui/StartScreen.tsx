import { duelChunk, preload, puzzlesChunk } from './chunks';
import { PlayPanel } from './match/PlayPanel';
import { SetAsideNotice } from './SetAsideNotice';
import { useCore, type Core } from './useCore';

/**
 * The start screen, in the first load (./Shell.tsx): the format, the decks of each seat, the
 * computer's level and the saved data set aside are drawn at once, from stores that need no card
 * pool. What needs the duel's code (the deck checks, the buttons that start something, the position
 * offer, the replays) comes with ./core.ts, fetched as the screen is painted.
 */
export function StartScreen() {
  const core = useCore();
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
        {core && <core.PositionPanel />}
        <PlayPanel />
        {core && <DuelError core={core} />}
        <div className="start-buttons">
          <button
            type="button"
            className="btn"
            disabled={!core}
            onClick={() => core?.usePuzzleStore.getState().startTutorial()}
            onPointerEnter={preload(duelChunk)}
            onFocus={preload(duelChunk)}
          >
            Guided first duel
          </button>
          <button type="button" className="btn" disabled={!core} onClick={() => core?.usePuzzleStore.getState().show()} onPointerEnter={preload(puzzlesChunk)} onFocus={preload(puzzlesChunk)}>
            Puzzles
          </button>
        </div>
        {core && <core.ReplayPanel />}
      </div>
    </main>
  );
}

/** Why the last duel could not start, said under the choices. */
function DuelError({ core }: { core: Core }) {
  const error = core.useDuelStore((s) => s.error);
  if (!error) return null;
  return (
    <p className="start-error" role="alert">
      {error}
    </p>
  );
}
