import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ScalesIcon, SkullIcon, TrophyIcon } from '../icons';
import { duelNumber, FORMATS, lastCoinToss, matchFormat, type Match } from '../../decks';
import type { Player } from '../../engine';
import type { Mode } from '../../store/duelStore';
import { matchPlayerName, useMatchStore, type DuelRecord } from '../../store/matchStore';
import { ConfirmDialog } from '../decks/ConfirmDialog';
import { SetAsideNotice } from '../SetAsideNotice';
import { Coin } from './Coin';
import { Scoreboard } from './Scoreboard';
import { SidingStage } from './Siding';
import './match.css';

/** How long the toss animation plays before its result is shown (none with reduced motion). */
const TOSS_MS = 1700;
const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Everything of a Match that is not a Duel on the mat: the coin toss and the choice to go first or
 * second, siding between Duels, and the result. What may happen comes from the Match library.
 */
export function MatchScreen() {
  const match = useMatchStore((s) => s.match);
  const mode = useMatchStore((s) => s.mode);
  const records = useMatchStore((s) => s.records);
  const error = useMatchStore((s) => s.error);
  const [leaving, setLeaving] = useState(false);
  if (!match) return null;
  const last = records.at(-1);
  return (
    <main className="mt-screen" aria-label="Match">
      <header className="mt-top">
        <div className="mt-title">
          <span className="mt-kicker">Best-of-3 Match · {FORMATS[matchFormat(match)].name}</span>
          <h1>{match.phase === 'over' ? 'Match over' : `Duel ${duelNumber(match)}`}</h1>
        </div>
        <Scoreboard match={match} mode={mode} />
        <button type="button" className="btn btn-quiet" onClick={() => (match.phase === 'over' ? useMatchStore.getState().leave() : setLeaving(true))}>
          {match.phase === 'over' ? 'Back to start' : 'Leave match'}
        </button>
      </header>
      {/* A Duel of this Match that could not be resumed after a reload is set aside: said here, where the player lands. */}
      <SetAsideNotice />
      {last && match.phase !== 'over' && <LastDuel record={last} mode={mode} />}
      {error && (
        <p className="mt-error" role="alert">
          {error}{' '}
          <button type="button" className="btn-link" onClick={() => useMatchStore.getState().dismissError()} aria-label="Dismiss">
            ✕
          </button>
        </p>
      )}
      <div className="mt-stage">
        {match.phase === 'siding' ? (
          <SidingStage match={match} mode={mode} />
        ) : match.phase === 'over' ? (
          <ResultStage match={match} mode={mode} records={records} />
        ) : (
          <TurnOrderStage match={match} mode={mode} />
        )}
      </div>
      {leaving && (
        <ConfirmDialog
          title="Leave this Match?"
          onCancel={() => setLeaving(false)}
          cancelLabel="Stay"
          choices={[{ label: 'Leave match', tone: 'danger', onChoose: () => useMatchStore.getState().leave() }]}
        >
          <p>The Match ends without a result and you go back to the start screen.</p>
        </ConfirmDialog>
      )}
    </main>
  );
}

const outcomeText = (record: DuelRecord, mode: Mode): string => {
  if (record.winner === 'draw') return `Duel ${record.duel} was a draw`;
  const name = matchPlayerName(mode, record.winner);
  return mode === 'computer' ? (record.winner === 0 ? `You won Duel ${record.duel}` : `You lost Duel ${record.duel}`) : `${name} won Duel ${record.duel}`;
};

const reasonText = (record: DuelRecord, mode: Mode): string => (mode === 'computer' ? record.reasons[0] : record.neutral);

function LastDuel({ record, mode }: { record: DuelRecord; mode: Mode }) {
  const tone = record.winner === 'draw' ? 'draw' : mode === 'hotseat' || record.winner === 0 ? 'win' : 'lose';
  return (
    <section className={`mt-last ${tone}`} aria-label="Last Duel">
      <strong>{outcomeText(record, mode)}</strong>
      <span>{reasonText(record, mode)}</span>
    </section>
  );
}

/** The coin toss (when one is due) and the choice to go first or second. */
function TurnOrderStage({ match, mode }: { match: Match; mode: Mode }) {
  const n = duelNumber(match);
  const toss = lastCoinToss(match);
  const tossForThis = toss && toss.beforeDuel === n ? toss : null;
  const tossCount = match.tosses.length;
  const [shown, setShown] = useState(tossCount);
  const spinning = tossForThis !== null && shown !== tossCount;
  const wasDraw = match.results.at(-1)?.winner === 'draw';
  useEffect(() => {
    if (shown === tossCount) return;
    const t = setTimeout(() => setShown(tossCount), reducedMotion() ? 0 : TOSS_MS);
    return () => clearTimeout(t);
  }, [shown, tossCount]);
  const name = (p: Player) => matchPlayerName(mode, p);
  const human = (p: Player) => mode === 'hotseat' || p === 0;

  let body: ReactNode = null;
  if (match.phase === 'coinToss') {
    body = (
      <>
        <p className="mt-lead">
          {wasDraw ? `Duel ${n - 1} was a draw, so a new coin toss decides. ` : ''}
          {mode === 'computer' ? 'You call heads.' : 'Player 1 calls heads, Player 2 tails.'} The winner of the toss chooses to go first or second.
        </p>
        <FocusButton className="btn btn-primary btn-big" onClick={() => useMatchStore.getState().toss()}>
          Toss the coin
        </FocusButton>
      </>
    );
  } else if (!spinning) {
    const tossLine = tossForThis ? `${tossForThis.face === 'heads' ? 'Heads' : 'Tails'}! ${mode === 'computer' ? (tossForThis.winner === 0 ? 'You win the toss.' : 'The computer wins the toss.') : `${name(tossForThis.winner)} wins the toss.`}` : null;
    const lastWinner = match.results.at(-1)?.winner;
    const why =
      !tossForThis && lastWinner !== undefined && lastWinner !== 'draw'
        ? `${mode === 'computer' ? (lastWinner === 0 ? 'The computer' : 'You') : name(lastWinner === 0 ? 1 : 0)} lost Duel ${n - 1}`
        : null;
    if (match.phase === 'choosingTurnOrder' && match.chooser !== null && human(match.chooser)) {
      const chooser = match.chooser;
      body = (
        <>
          <p className="mt-lead" role="status">
            {tossLine ?? (why ? `${why}, so ${mode === 'computer' ? 'you choose' : `${name(chooser)} chooses`}.` : '')}
          </p>
          <h2 className="mt-question">{mode === 'computer' ? 'Do you want to go first or second?' : `${name(chooser)}: go first or second?`}</h2>
          <div className="mt-choice">
            <FocusButton className="btn btn-primary btn-big" onClick={() => useMatchStore.getState().choose(chooser, 'first')}>
              Go first
            </FocusButton>
            <button type="button" className="btn btn-big" onClick={() => useMatchStore.getState().choose(chooser, 'second')}>
              Go second
            </button>
          </div>
          <p className="mt-note">The player who goes first does not draw in their first turn and cannot attack in it.</p>
        </>
      );
    } else if (match.phase === 'dueling' && match.current) {
      const first = match.current.firstPlayer;
      body = (
        <>
          <p className="mt-lead" role="status">
            {tossLine ?? (why ? `${why}.` : '')} The computer chooses to go first.
          </p>
          <h2 className="mt-question">{name(first)} {first === 0 ? 'go' : 'goes'} first in Duel {n}.</h2>
          <FocusButton className="btn btn-primary btn-big" onClick={() => useMatchStore.getState().beginDuel()}>
            Start Duel {n}
          </FocusButton>
        </>
      );
    }
  }

  return (
    <section className="mt-card mt-turn-order" aria-label="Turn order">
      {(match.phase === 'coinToss' || tossForThis) && <Coin face={match.phase === 'coinToss' ? null : (tossForThis?.face ?? null)} spinning={spinning} />}
      {spinning ? <p className="mt-lead" aria-live="polite">The coin is in the air…</p> : body}
    </section>
  );
}

/** A button that takes focus when it appears, so the keyboard follows the Match. */
function FocusButton({ className, onClick, children }: { className: string; onClick: () => void; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <button ref={ref} type="button" className={className} onClick={onClick}>
      {children}
    </button>
  );
}

function ResultStage({ match, mode, records }: { match: Match; mode: Mode; records: readonly DuelRecord[] }) {
  const winner = match.winner;
  const title =
    winner === 'draw' || winner === null
      ? 'The Match is a draw'
      : mode === 'computer'
        ? winner === 0
          ? 'You win the Match!'
          : 'The computer wins the Match'
        : `${matchPlayerName(mode, winner)} wins the Match!`;
  const tone = winner === 'draw' || winner === null ? 'draw' : mode === 'hotseat' || winner === 0 ? 'win' : 'lose';
  return (
    <section className={`mt-card mt-result ${tone}`} aria-labelledby="mt-result-title">
      <div className="mt-trophy" aria-hidden="true">
        {tone === 'lose' ? <SkullIcon /> : tone === 'draw' ? <ScalesIcon /> : <TrophyIcon />}
      </div>
      <h2 id="mt-result-title">{title}</h2>
      <Scoreboard match={match} mode={mode} big />
      <ol className="mt-duels" aria-label="Duels of the Match">
        {match.results.map((r) => {
          const rec = records.find((x) => x.duel === r.duel);
          return (
            <li key={r.duel}>
              <span className="mt-duel-no">Duel {r.duel}</span>
              <span className={`mt-duel-win ${r.winner === 'draw' ? 'draw' : mode === 'hotseat' || r.winner === 0 ? 'win' : 'lose'}`}>
                {r.winner === 'draw' ? 'Draw' : `${matchPlayerName(mode, r.winner)} won`}
              </span>
              <span className="mt-duel-why">
                {rec ? reasonText(rec, mode) : ''} · {matchPlayerName(mode, r.firstPlayer)} went first
              </span>
            </li>
          );
        })}
      </ol>
      <div className="mt-choice">
        <FocusButton className="btn btn-primary btn-big" onClick={() => useMatchStore.getState().again()}>
          New match, same decks
        </FocusButton>
        <button type="button" className="btn btn-big" onClick={() => useMatchStore.getState().leave()}>
          Back to start
        </button>
      </div>
    </section>
  );
}
