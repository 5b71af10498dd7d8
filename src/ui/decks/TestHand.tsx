import { useEffect, useRef, useState } from 'react';
import { cardByPasscode } from '../../cards';
import { STARTING_HAND } from '../../engine';
import { Card } from '../Card';
import { faceOf } from './cardFace';

/** Five cards from a shuffled copy of the Main Deck: the opening hand this deck might give. */
function draw(main: readonly string[]): string[] {
  const cards = [...main];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards.slice(0, STARTING_HAND);
}

export function TestHandDialog({ main, onClose }: { main: readonly string[]; onClose: () => void }) {
  const [hand, setHand] = useState(() => draw(main));
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    again.current?.focus();
    return () => previous?.focus();
  }, []);
  return (
    <div className="dk-backdrop" onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="dk-dialog db-hand-dialog" role="dialog" aria-modal="true" aria-labelledby="db-hand-title" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
        <header className="dk-dialog-head">
          <h2 id="db-hand-title">Test hand</h2>
          <span className="db-muted">5 cards from the shuffled Main Deck ({main.length} cards)</span>
        </header>
        {main.length < STARTING_HAND ? (
          <p>The Main Deck needs at least {STARTING_HAND} cards to draw a hand.</p>
        ) : (
          <ul className="db-hand" aria-label="Drawn cards">
            {hand.map((p, i) => {
              const def = cardByPasscode(p);
              return (
                <li key={`${i}-${p}`} aria-label={def?.name ?? p} style={{ animationDelay: `${i * 70}ms` }}>
                  {def && <Card card={faceOf(def)} size="hand" />}
                </li>
              );
            })}
          </ul>
        )}
        <div className="dk-confirm-buttons">
          <button ref={again} type="button" className="btn btn-primary" onClick={() => setHand(draw(main))} disabled={main.length < STARTING_HAND}>
            Draw again
          </button>
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
