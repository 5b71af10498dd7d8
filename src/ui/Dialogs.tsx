import { useEffect, useRef } from 'react';
import { useDuelStore } from '../store/duelStore';
import { useUiStore } from '../store/uiStore';
import { OtherCard } from './CardView';
import { playerName } from './labels';

/** Browse a whole Graveyard (public knowledge for both players), oldest first. */
export function GraveyardDialog() {
  const owner = useUiStore((s) => s.graveyardOf);
  const viewer = useDuelStore((s) => s.viewer);
  const pile = useDuelStore((s) => (owner === null ? null : (s.view?.players[owner].graveyard ?? null)));
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (owner !== null) closeRef.current?.focus();
  }, [owner]);
  if (owner === null || pile === null) return null;
  const close = () => useUiStore.getState().browseGraveyard(null);
  const whose = owner === viewer ? 'you' : 'opponent';
  return (
    <div className="dialog-backdrop" onPointerDown={(e) => e.target === e.currentTarget && close()}>
      <div
        className="dialog gy-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={`Graveyard list (${whose})`}
        onKeyDown={(e) => e.key === 'Escape' && close()}
      >
        <header className="dialog-head">
          <h2>
            {owner === viewer ? 'Your' : 'Opponent’s'} Graveyard · {pile.length} card{pile.length === 1 ? '' : 's'}
          </h2>
          <button ref={closeRef} type="button" className="btn" onClick={close}>
            Close
          </button>
        </header>
        {pile.length === 0 ? (
          <p className="gy-empty">The Graveyard is empty.</p>
        ) : (
          <ol className="gy-list">
            {pile.map((c) => (
              <li key={c.id}>
                <OtherCard card={c} size="hand" />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/** Who won and why, with Rematch and Back to start. */
export function EndDialog() {
  const winner = useDuelStore((s) => s.view?.winner ?? null);
  const reason = useDuelStore((s) => s.view?.winReason ?? null);
  const viewer = useDuelStore((s) => s.viewer);
  const mode = useDuelStore((s) => s.mode);
  const rematch = useDuelStore((s) => s.rematch);
  const backToStart = useDuelStore((s) => s.backToStart);
  const btnRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (winner !== null) btnRef.current?.focus();
  }, [winner]);
  if (winner === null) return null;
  const title =
    winner === 'draw'
      ? 'The duel is a draw'
      : mode === 'hotseat'
        ? `${playerName(winner)} wins!`
        : winner === viewer
          ? 'You win!'
          : 'You lose';
  const tone = winner === 'draw' ? 'draw' : mode === 'hotseat' || winner === viewer ? 'win' : 'lose';
  return (
    <div className="dialog-backdrop end-backdrop">
      <div className={`dialog end-dialog ${tone}`} role="dialog" aria-modal="true" aria-labelledby="end-title" aria-describedby="end-reason">
        <h2 id="end-title">{title}</h2>
        <p id="end-reason">{reason ?? ''}</p>
        <div className="end-buttons">
          <button ref={btnRef} type="button" className="btn btn-primary" onClick={rematch}>
            Rematch
          </button>
          <button type="button" className="btn" onClick={backToStart}>
            Back to start
          </button>
        </div>
      </div>
    </div>
  );
}
