import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FORMAT_RULES, type Player } from '../../engine';
import { useDuelStore } from '../../store/duelStore';
import { Coin } from './Coin';
import './match.css';

/** How long the coin spins before it lands (none with reduced motion), as in a Match. */
const TOSS_MS = 1700;
const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Before a single duel or a hotseat game: the coin toss and the choice to go first or second (issue
 * 36), or Player 1's choice when the settings skip the toss. What was decided comes from the duel
 * store (`turnOrder`); this only shows it and asks the chooser.
 */
export function TurnOrderScreen() {
  const pending = useDuelStore((s) => s.turnOrder);
  const [landed, setLanded] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setLanded(true), reducedMotion() ? 0 : TOSS_MS);
    return () => clearTimeout(t);
  }, []);
  if (!pending) return null;
  const { mode, toss, chooser, firstPlayer } = pending;
  const computer = mode === 'computer';
  const name = (p: Player) => (computer ? (p === 0 ? 'You' : 'The computer') : `Player ${p + 1}`);
  const spinning = toss !== null && !landed;
  const store = useDuelStore.getState();

  let body: ReactNode;
  if (spinning) {
    body = (
      <p className="mt-lead" aria-live="polite">
        {computer ? 'You call heads.' : 'Player 1 calls heads, Player 2 tails.'} The coin is in the air…
      </p>
    );
  } else {
    const tossLine = toss ? `${toss.face === 'heads' ? 'Heads' : 'Tails'}! ${computer ? (toss.winner === 0 ? 'You win the toss.' : 'The computer wins the toss.') : `${name(toss.winner)} wins the toss.`}` : null;
    body =
      firstPlayer === null ? (
        <>
          <p className="mt-lead" role="status">
            {tossLine ?? (computer ? 'You choose who goes first.' : 'Player 1 chooses who goes first.')}
          </p>
          <h2 className="mt-question">{computer ? 'Do you want to go first or second?' : `${name(chooser)}: go first or second?`}</h2>
          <div className="mt-choice">
            <FocusButton className="btn btn-primary btn-big" onClick={() => store.chooseTurnOrder('first')}>
              Go first
            </FocusButton>
            <button type="button" className="btn btn-big" onClick={() => store.chooseTurnOrder('second')}>
              Go second
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-lead" role="status">
            {tossLine} The computer chooses to go first.
          </p>
          <h2 className="mt-question">{name(firstPlayer)} {firstPlayer === 0 ? 'go' : 'goes'} first.</h2>
          <div className="mt-choice">
            <FocusButton className="btn btn-primary btn-big" onClick={() => store.chooseTurnOrder()}>
              Start the duel
            </FocusButton>
          </div>
        </>
      );
  }

  return (
    <main className="mt-screen" aria-label="Who goes first">
      <header className="mt-top">
        <div className="mt-title">
          <span className="mt-kicker">{computer ? 'Duel vs the computer' : 'Hotseat duel'}</span>
          <h1>Who goes first</h1>
        </div>
        <span />
        <button type="button" className="btn btn-quiet" onClick={() => store.cancelTurnOrder()}>
          Back to start
        </button>
      </header>
      <div className="mt-stage">
        <section className="mt-card mt-turn-order" aria-label="Turn order">
          {toss && <Coin face={toss.face} spinning={spinning} />}
          {body}
          <p className="mt-note">{FORMAT_RULES[pending.setup.format ?? 'advanced'].firstPlayerDraws ? 'The player who goes first draws in their first turn (this format’s rule) but cannot attack in it.' : 'The player who goes first does not draw in their first turn and cannot attack in it.'}</p>
          {toss && !spinning && <p className="mt-note">To choose without a toss, set “Who goes first” to “I choose” on the start screen.</p>}
        </section>
      </div>
    </main>
  );
}

/** A button that takes focus when it appears, so the keyboard follows. */
function FocusButton({ className, onClick, children }: { className: string; onClick: () => void; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <button ref={ref} type="button" className={className} onClick={onClick}>
      {children}
    </button>
  );
}
