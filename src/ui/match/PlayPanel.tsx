import { useMemo, useState } from 'react';
import type { Deck } from '../../decks/deckShape';
import type { DeckProblem } from '../../decks/rules';
import { FORMAT_NAMES } from '../../decks/formatNames';
import type { Player } from '../../engine/constants';
import { deckByRef, useDeckStore, type DeckRef } from '../../store/deckStore';
import type { Mode } from '../../store/duelStore';
import { useSettingsStore, type FirstTurnMode } from '../../store/settingsStore';
import { LEVELS, LEVEL_NAMES, type Level } from '../../ai/levels';
import { useCore, type Core } from '../useCore';
import { DeckOptions } from '../decks/DeckOptions';
import { namer, useCardNames } from '../cardNames';
import { deckBuilderChunk, duelChunk, matchChunk, preload } from '../chunks';
import { FormatPicker } from './FormatPicker';
import './match.css';

const SEATS: readonly { player: Player; label: string; hint: string }[] = [
  { player: 0, label: 'Your deck', hint: 'Player 1 in hotseat' },
  { player: 1, label: 'Opponent’s deck', hint: 'The computer, or Player 2' },
];

// A pointer over (or focus on) a button fetches the screen it opens, if idle time has not yet.
const toDuel = { onPointerEnter: preload(duelChunk), onFocus: preload(duelChunk) };
const toMatch = { onPointerEnter: preload(matchChunk), onFocus: preload(matchChunk) };
const toBuilder = { onPointerEnter: preload(deckBuilderChunk), onFocus: preload(deckBuilderChunk) };

const asList = (deck: Deck) => ({ main: [...deck.main], extra: [...deck.extra] });

/**
 * The start screen's play choices: the format, a deck for each seat (presets and saved decks), then a
 * single Duel or a best-of-3 Match against the computer or hotseat, and the deck builder. A deck that
 * `validateDeck` finds fault with in the format cannot be used; its problems are listed. The duel or
 * Match is played by the format chosen.
 *
 * In the first load: the choices are drawn from the deck store alone (names, no card pool). The
 * checks, the presets' cards and starting a duel need the duel's code (src/ui/core.ts, fetched as
 * the start screen is painted): until it arrives the buttons wait, disabled.
 */
export function PlayPanel() {
  const saved = useDeckStore((s) => s.saved);
  const picks = useDeckStore((s) => s.picks);
  const format = useDeckStore((s) => s.format);
  const banChoice = useDeckStore((s) => s.banChoice);
  const customList = useDeckStore((s) => s.customList);
  const pool = useDeckStore((s) => s.pool);
  const core = useCore();

  const decks = useMemo(() => picks.map((ref) => deckByRef({ saved, pool }, ref)) as [Deck | null, Deck | null], [picks, saved, pool]);
  // Checked once the duel's code is here (until then nothing is said, and nothing can start).
  const problems = useMemo(
    () =>
      decks.map((d) =>
        !core ? [] : d ? core.problemsOf({ format, banChoice, customList }, d) : [{ kind: 'sectionSize', message: 'This deck no longer exists; choose another.' } as DeckProblem],
      ),
    [core, decks, format, banChoice, customList],
  );
  const ready = core !== null && decks[0] !== null && decks[1] !== null && problems.every((p) => p.length === 0);
  // A practice duel against the computer lets the player undo; never offered for a Match.
  const [practice, setPractice] = useState(false);

  const duel = (mode: Mode) => {
    if (!ready || !core || !decks[0] || !decks[1]) return;
    core.useMatchStore.getState().leave();
    core.useDuelStore.getState().prepareDuel(mode, { decks: [asList(decks[0]), asList(decks[1])], practice: mode === 'computer' && practice, format });
  };
  const match = (mode: Mode) => {
    if (!ready || !core || !decks[0] || !decks[1]) return;
    core.useMatchStore.getState().startMatch(mode, [decks[0], decks[1]], undefined, format);
  };

  return (
    <div className="pp">
      <FormatPicker id="pp-format" />
      <div className="pp-pickers">
        <DeckPick player={0} label={SEATS[0]!.label} hint={SEATS[0]!.hint} value={picks[0]} problems={problems[0] ?? []} core={core} />
        <span className="pp-vs" aria-hidden="true">
          VS
        </span>
        <DeckPick player={1} label={SEATS[1]!.label} hint={SEATS[1]!.hint} value={picks[1]} problems={problems[1] ?? []} core={core} />
      </div>
      <ComputerLevel />
      <FirstTurn />
      <label className="pp-practice">
        <input type="checkbox" checked={practice} onChange={(e) => setPractice(e.target.checked)} /> Practice duel vs the computer (you may undo)
      </label>
      <div className="start-buttons pp-buttons">
        <button type="button" className="btn btn-primary btn-big" disabled={!ready} onClick={() => duel('computer')} {...toDuel}>
          Duel the computer
        </button>
        <button type="button" className="btn btn-big" disabled={!ready} onClick={() => duel('hotseat')} {...toDuel}>
          Hotseat (2 players)
        </button>
      </div>
      <div className="pp-match">
        <div className="pp-match-group" role="group" aria-label="Play a match (best of 3)">
          <span className="pp-match-title" aria-hidden="true">
            Best of 3
          </span>
          <button type="button" className="btn" disabled={!ready} onClick={() => match('computer')} {...toMatch}>
            Match vs the computer
          </button>
          <button type="button" className="btn" disabled={!ready} onClick={() => match('hotseat')} {...toMatch}>
            Match hotseat
          </button>
        </div>
        <span className="pp-sep" aria-hidden="true" />
        <button type="button" className="btn pp-builder" disabled={!core} onClick={() => useDeckStore.getState().openBuilder()} {...toBuilder}>
          Deck builder
        </button>
      </div>
      {core && <MatchError core={core} />}
    </div>
  );
}

/** Why the last Match could not start. */
function MatchError({ core }: { core: Core }) {
  const error = core.useMatchStore((s) => s.error);
  if (!error) return null;
  return (
    <p className="start-error" role="alert">
      {error}
    </p>
  );
}

/** How well the computer plays; remembered in the settings. */
function ComputerLevel() {
  const level = useSettingsStore((s) => s.computerLevel);
  return (
    <div className="pp-level">
      <label htmlFor="pp-level" className="pp-label">
        Computer level
      </label>
      <select id="pp-level" className="pp-select" value={level} onChange={(e) => useSettingsStore.getState().setComputerLevel(e.target.value as Level)}>
        {LEVELS.map((l) => (
          <option key={l} value={l}>
            {LEVEL_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Who goes first in a single duel: a coin toss, or Player 1 chooses; remembered in the settings. */
function FirstTurn() {
  const how = useSettingsStore((s) => s.firstTurn);
  return (
    <div className="pp-level">
      <label htmlFor="pp-first" className="pp-label">
        Who goes first
      </label>
      <select id="pp-first" className="pp-select" value={how} onChange={(e) => useSettingsStore.getState().setFirstTurn(e.target.value as FirstTurnMode)}>
        <option value="toss">Coin toss</option>
        <option value="choose">I choose</option>
      </select>
    </div>
  );
}

function DeckPick({ player, label, hint, value, problems, core }: { player: Player; label: string; hint: string; value: DeckRef; problems: readonly DeckProblem[]; core: Core | null }) {
  const id = `pp-deck-${player}`;
  const names = useCardNames(problems.some((p) => p.kind === 'unknownCard'));
  const format = useDeckStore((s) => s.format);
  return (
    <div className={`pp-seat${problems.length ? ' bad' : ''}`}>
      <label htmlFor={id} className="pp-label">
        {label}
      </label>
      <select
        id={id}
        className="pp-select"
        value={value}
        aria-describedby={`${id}-hint ${id}-problems`}
        onChange={(e) => useDeckStore.getState().setPick(player, e.target.value as DeckRef)}
      >
        <DeckOptions presetsLabel="Preset decks" offer={{ format, formatName: FORMAT_NAMES[format].name, picked: value }} />
      </select>
      <span id={`${id}-hint`} className="pp-hint">
        {hint}
      </span>
      <div id={`${id}-problems`}>
        {core && problems.length > 0 && (
          <div className="pp-problems" role="alert">
            <strong>This deck cannot be used yet:</strong>
            <ul>
              {problems.slice(0, 4).map((p, i) => (
                <li key={i}>{core.problemInWords(p, namer(names))}</li>
              ))}
              {problems.length > 4 && <li>…and {problems.length - 4} more (open the deck builder)</li>}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
