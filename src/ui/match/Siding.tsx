import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { cardByPasscode } from '../../cards';
import { duelNumber, MatchError, side, type Deck, type Match, type SideSwap } from '../../decks';
import type { Player } from '../../engine';
import type { Mode } from '../../store/duelStore';
import { matchPlayerName, useMatchStore } from '../../store/matchStore';
import { Card } from '../Card';
import { faceOfPasscode, groupCopies } from '../decks/cardFace';
import '../decks/tiles.css';

const nameOf = (p: string) => cardByPasscode(p)?.name ?? p;

/**
 * Between Duels: each player may swap cards between their Side Deck and their Main/Extra Deck.
 * The swaps are checked by the Match library's `side` (which keeps every section's size); the
 * preview is the deck `side` would produce. In hotseat each player sides in private, one after
 * the other, with a cover while the device changes hands; the computer sides nothing.
 */
export function SidingStage({ match, mode }: { match: Match; mode: Mode }) {
  const next: Player | null = !match.sided[0] ? 0 : !match.sided[1] ? 1 : null;
  const [shownTo, setShownTo] = useState<Player | null>(mode === 'computer' ? 0 : null);
  if (next === null) return null;
  if (mode === 'hotseat' && shownTo !== next) {
    return <SidingCover player={next} onReady={() => setShownTo(next)} />;
  }
  return <SidingBoard key={next} match={match} mode={mode} player={next} />;
}

function SidingCover({ player, onReady }: { player: Player; onReady: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), [player]);
  return (
    <section className="mt-card mt-cover" aria-label="Siding">
      <h2>Player {player + 1} sides now</h2>
      <p className="mt-lead">Pass the device to Player {player + 1}. The other player should look away while they change their deck.</p>
      <button ref={ref} type="button" className="btn btn-primary btn-big" onClick={onReady}>
        I’m Player {player + 1} — show my deck
      </button>
    </section>
  );
}

function SidingBoard({ match, mode, player }: { match: Match; mode: Mode; player: Player }) {
  const [swaps, setSwaps] = useState<SideSwap[]>([]);
  const [out, setOut] = useState<string | null>(null);
  const [inn, setIn] = useState<string | null>(null);
  const storeError = useMatchStore((s) => s.error);

  const preview = useMemo((): { deck: Deck; error: string | null } => {
    try {
      return { deck: side(match, player, swaps).decks[player], error: null };
    } catch (e) {
      return { deck: match.decks[player], error: e instanceof MatchError ? e.message : String(e) };
    }
  }, [match, player, swaps]);
  const deck = preview.deck;
  const inDeck = useMemo(() => groupCopies([...deck.main, ...deck.extra]), [deck]);
  const inSide = useMemo(() => groupCopies(deck.side), [deck]);
  const start = match.startSizes[player];
  const n = duelNumber(match);
  const who = matchPlayerName(mode, player);

  const swap = () => {
    if (!out || !inn) return;
    setSwaps((s) => [...s, { out, in: inn }]);
    setOut(null);
    setIn(null);
  };
  const done = () => {
    useMatchStore.getState().side(player, swaps);
  };

  return (
    <section className="mt-card mt-siding" aria-label={`Siding for ${who}`}>
      <header className="mt-siding-head">
        <div>
          <h2>Side Deck · before Duel {n}</h2>
          <p className="mt-note">
            {mode === 'computer' ? 'You may' : `${who} may`} swap cards between the Side Deck and the Main/Extra Deck. Each section keeps its size: Main {start.main}, Extra {start.extra}, Side {start.side}.
          </p>
        </div>
        <button type="button" className="btn btn-primary btn-big" onClick={done} disabled={preview.error !== null}>
          Done siding
        </button>
      </header>
      {deck.side.length === 0 && swaps.length === 0 && <p className="mt-lead">{mode === 'computer' ? 'Your' : 'This'} deck has no Side Deck, so there is nothing to swap.</p>}
      <div className="mt-siding-grid">
        <SidePile
          title={`Main Deck ${deck.main.length}${deck.extra.length ? ` + Extra Deck ${deck.extra.length}` : ''}`}
          hint="Choose a card to take out"
          tiles={inDeck}
          selected={out}
          onSelect={(p) => setOut((o) => (o === p ? null : p))}
          verb="Take out"
        />
        <div className="mt-swap-col">
          <div className={`mt-swap-slot${out ? ' filled' : ''}`}>
            <span className="mt-slot-label">Out</span>
            <span>{out ? nameOf(out) : '—'}</span>
          </div>
          <span className="mt-swap-arrow" aria-hidden="true">
            ⇄
          </span>
          <div className={`mt-swap-slot${inn ? ' filled' : ''}`}>
            <span className="mt-slot-label">In</span>
            <span>{inn ? nameOf(inn) : '—'}</span>
          </div>
          <button type="button" className="btn btn-primary" disabled={!out || !inn} onClick={swap}>
            Swap
          </button>
          {swaps.length > 0 && (
            <>
              <ol className="mt-swaps" aria-label="Swaps">
                {swaps.map((s, i) => (
                  <li key={i}>
                    <span>
                      {nameOf(s.out)} → Side, {nameOf(s.in)} → Deck
                    </span>
                    <button type="button" className="btn-link" aria-label={`Undo swap ${i + 1}`} onClick={() => setSwaps((all) => all.filter((_, j) => j !== i))}>
                      ✕
                    </button>
                  </li>
                ))}
              </ol>
              <button type="button" className="btn btn-quiet" onClick={() => setSwaps([])}>
                Reset swaps
              </button>
            </>
          )}
        </div>
        <SidePile title={`Side Deck ${deck.side.length}`} hint="Choose a card to put in" tiles={inSide} selected={inn} onSelect={(p) => setIn((o) => (o === p ? null : p))} verb="Put in" />
      </div>
      {(preview.error || storeError) && (
        <p className="mt-error" role="alert">
          {preview.error ?? storeError}
        </p>
      )}
    </section>
  );
}

function SidePile({
  title,
  hint,
  tiles,
  selected,
  onSelect,
  verb,
}: {
  title: string;
  hint: string;
  tiles: { passcode: string; count: number }[];
  selected: string | null;
  onSelect: (passcode: string) => void;
  verb: string;
}) {
  return (
    <section className="mt-pile" aria-label={title}>
      <h3>
        {title} <span className="mt-note">· {hint}</span>
      </h3>
      <ul className="mt-tiles">
        {tiles.map((t) => (
          <PileTile key={t.passcode} passcode={t.passcode} count={t.count} selected={selected === t.passcode} onSelect={onSelect} verb={verb} />
        ))}
      </ul>
    </section>
  );
}

const PileTile = memo(function PileTile({
  passcode,
  count,
  selected,
  onSelect,
  verb,
}: {
  passcode: string;
  count: number;
  selected: boolean;
  onSelect: (passcode: string) => void;
  verb: string;
}) {
  const face = faceOfPasscode(passcode);
  return (
    <li>
      <div className={`mt-tile${selected ? ' selected' : ''}`}>
        {face && <Card card={face} size="zone" />}
        <span className="tile-count" aria-hidden="true">
          ×{count}
        </span>
        <button
          type="button"
          className="tile-hit mt-hit"
          aria-pressed={selected}
          aria-label={`${verb} ${nameOf(passcode)} (${count} ${count === 1 ? 'copy' : 'copies'})`}
          title={nameOf(passcode)}
          onClick={() => onSelect(passcode)}
        />
      </div>
    </li>
  );
});
