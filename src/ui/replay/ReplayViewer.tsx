import { useMemo } from 'react';
import { currentPhase, describeAction, formatOf, isHidden, PHASE_NAMES, viewFor, type Player, type PlayerView, type SeenCard } from '../../engine';
import { FORMATS } from '../../decks';
import { useReplayStore } from '../../store/replayStore';
import { turnWords } from '../../store/replay';
import './replay.css';

/**
 * The replay viewer: steps forwards and backwards through a finished duel (the duel after each
 * action, played again from the replay's start), jumps to a turn, and shows either what Player 1
 * saw or both hands. It only reads: nothing here can change a duel.
 */
export function ReplayViewer() {
  const opened = useReplayStore((s) => s.opened);
  const at = useReplayStore((s) => s.at);
  const both = useReplayStore((s) => s.showBothHands);
  const notice = useReplayStore((s) => s.notice);
  const { step, jumpToTurn, setShowBothHands, close, dismiss } = useReplayStore.getState();
  const turns = useMemo(() => [...new Set(opened?.duels.map((d) => d.turn) ?? [])], [opened]);
  if (!opened) return null;
  const { replay, duels } = opened;
  const duel = duels[at]!;
  const last = duels.length - 1;
  // Each side as its own player saw it when both hands are shown; else everything as Player 1 saw it.
  const sides: [PlayerView, PlayerView] = [viewFor(duel, 0).players[0], both ? viewFor(duel, 1).players[1] : viewFor(duel, 0).players[1]];
  const action = at > 0 ? describeAction(duels[at - 1]!, replay.actions[at - 1]!, both ? undefined : 0) : 'The duel begins';
  const events = viewFor(duel, both ? duel.turnPlayer : 0).events.map((e) => e.text);
  const over = at === last;
  const result = replay.result.winner === null ? 'no winner' : replay.result.winner === 'draw' ? 'a draw' : `${replay.names[replay.result.winner]} won`;
  return (
    <main className="replay" aria-label="Replay viewer">
      <header className="replay-head">
        <h1>
          Replay: {replay.names[0]} vs {replay.names[1]}
        </h1>
        <span className="replay-format">Format: {FORMATS[formatOf(duels[0]!)].name}</span>
        <button type="button" className="btn" onClick={close}>
          Close replay
        </button>
      </header>
      {notice && (
        <div className={`replay-notice ${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}{' '}
          <button type="button" className="btn-link" aria-label="Dismiss message" onClick={dismiss}>
            ✕
          </button>
        </div>
      )}
      <div className="replay-controls" role="group" aria-label="Replay controls">
        <button type="button" className="btn" onClick={() => step(-last)} disabled={at === 0}>
          To the start
        </button>
        <button type="button" className="btn" onClick={() => step(-1)} disabled={at === 0}>
          Step back
        </button>
        <button type="button" className="btn btn-primary" onClick={() => step(1)} disabled={over}>
          Step forward
        </button>
        <button type="button" className="btn" onClick={() => step(last)} disabled={over}>
          To the end
        </button>
        <label>
          Jump to turn{' '}
          <select value={duel.turn} onChange={(e) => jumpToTurn(Number(e.target.value))}>
            {turns.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={both} onChange={(e) => setShowBothHands(e.target.checked)} /> Show both hands
        </label>
      </div>
      <p className="replay-where" aria-label="Replay position" aria-live="polite">
        Action {at} of {last} · Turn {duel.turn} · {PHASE_NAMES[currentPhase(duel)]} · {turnWords(replay.names[duel.turnPlayer])}
        {over ? ` · End: ${result}` : ''}
      </p>
      <section className="replay-action" aria-label="This step">
        <p>{action}</p>
        {events.length > 0 && (
          <ul>
            {events.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        )}
      </section>
      <div className="replay-sides">
        {([1, 0] as const).map((p) => (
          <Side key={p} player={p} name={replay.names[p]} view={sides[p]} />
        ))}
      </div>
    </main>
  );
}

const nameOf = (c: SeenCard): string => (isHidden(c) ? 'Face-down card' : c.name);

function Side({ player, name, view }: { player: Player; name: string; view: PlayerView }) {
  return (
    <section className="replay-side" aria-label={`Player ${player + 1}: ${name}`}>
      <h2>
        {name} <span aria-label={`Player ${player + 1} LP`}>{view.lp} LP</span>
      </h2>
      <List label={`Player ${player + 1} hand`} items={view.hand.map(nameOf)} />
      <List label={`Player ${player + 1} monsters`} items={view.monsters.flatMap((m) => (m ? [`${nameOf(m.card)} (${m.faceUp ? m.position : 'face-down'}${m.atk !== null ? `, ${m.atk}/${m.def}` : ''})`] : []))} />
      <List label={`Player ${player + 1} Spells and Traps`} items={[...view.spellTraps, view.field].flatMap((s) => (s ? [s.faceUp ? nameOf(s.card) : 'Face-down card'] : []))} />
      <List label={`Player ${player + 1} Graveyard`} items={view.graveyard.map((c) => c.name)} />
      <p className="replay-deck">Deck: {view.deckCount}</p>
    </section>
  );
}

function List({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <div className="replay-list">
      <h3>{label.replace(/^Player \d /, '')}</h3>
      <ul aria-label={label}>
        {items.length === 0 ? <li className="replay-empty">none</li> : items.map((item, i) => <li key={i}>{item}</li>)}
      </ul>
    </div>
  );
}
