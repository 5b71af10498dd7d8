import type { CoinFace } from '../../decks';

/**
 * The coin of the toss. `face` null is a coin waiting to be tossed; `spinning` plays the toss
 * (several turns, landing on `face`). Drawn with CSS, no images.
 */
export function Coin({ face, spinning }: { face: CoinFace | null; spinning: boolean }) {
  const label = face === null ? 'A coin, ready to be tossed' : spinning ? 'The coin is in the air' : `The coin shows ${face}`;
  return (
    <div className={`mt-coin-stage${spinning ? ' tossing' : ''}`} role="img" aria-label={label}>
      <div className="mt-coin-lift">
      <div className={`mt-coin${face ? ` land-${face}` : ''}${spinning ? ' spinning' : ''}`}>
        <div className="mt-coin-face heads">
          <span className="mt-coin-mark">★</span>
          <span className="mt-coin-word">HEADS</span>
        </div>
        <div className="mt-coin-face tails">
          <span className="mt-coin-mark">◆</span>
          <span className="mt-coin-word">TAILS</span>
        </div>
      </div>
      </div>
      <div className="mt-coin-shadow" />
    </div>
  );
}
