import { useEffect, useMemo } from 'react';
import { currentPhase, describeAction, formatOf, PHASE_NAMES, viewFor, type Player } from '../../engine';
import { FORMATS } from '../../decks';
import { REPLAY_SPEEDS, useReplayStore, type ReplaySpeed } from '../../store/replayStore';
import { turnWords } from '../../store/replay';
import { useUiStore } from '../../store/uiStore';
import { GraveyardDialog } from '../Dialogs';
import { ExtraDeckPanel } from '../ExtraDeck';
import { ChainPanel, Inspector } from '../SidePanels';
import { ReplayMatSource, ReplayTable } from './ReplayMat';
import './replay.css';

const SPEED_NAMES: Record<ReplaySpeed, string> = { slow: 'Slow', normal: 'Normal', fast: 'Fast' };

/**
 * The replay viewer: the duel played again on the game mat, position after position (the duel after
 * each action, played again from the replay's start). Step forwards and backwards, play on by
 * itself at a chosen speed, jump to a turn, watch as either player, show both hands. It only reads:
 * nothing here can change a duel.
 */
export function ReplayViewer() {
  const opened = useReplayStore((s) => s.opened);
  const at = useReplayStore((s) => s.at);
  const both = useReplayStore((s) => s.showBothHands);
  const viewer = useReplayStore((s) => s.viewer);
  const playing = useReplayStore((s) => s.playing);
  const speed = useReplayStore((s) => s.speed);
  const notice = useReplayStore((s) => s.notice);
  const { step, jumpToTurn, setShowBothHands, setViewer, setPlaying, setSpeed, close, dismiss } = useReplayStore.getState();
  const turns = useMemo(() => [...new Set(opened?.duels.map((d) => d.turn) ?? [])], [opened]);
  // The card details, lists and menus of the mat are shared with the duel screen: start and leave clean.
  useEffect(() => {
    useUiStore.getState().reset();
    return () => useUiStore.getState().reset();
  }, [opened]);
  // Playing on: the next action after the chosen time, until the end (the store stops there).
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => useReplayStore.getState().step(1), REPLAY_SPEEDS[speed]);
    return () => clearTimeout(timer);
  }, [playing, at, speed]);
  if (!opened) return null;
  const { replay, duels } = opened;
  const duel = duels[at]!;
  const last = duels.length - 1;
  const action = at > 0 ? describeAction(duels[at - 1]!, replay.actions[at - 1]!, both ? undefined : viewer) : 'The duel begins';
  const events = viewFor(duel, both ? duel.turnPlayer : viewer).events.map((e) => e.text);
  const over = at === last;
  const result = replay.result.winner === null ? 'no winner' : replay.result.winner === 'draw' ? 'a draw' : `${replay.names[replay.result.winner]} won`;
  const where = `Action ${at} of ${last} · Turn ${duel.turn} · ${PHASE_NAMES[currentPhase(duel)]} · ${turnWords(replay.names[duel.turnPlayer])}${over ? ` · End: ${result}` : ''}`;
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
        <button type="button" className="btn btn-primary replay-play" onClick={() => setPlaying(!playing)} disabled={last === 0}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" className="btn" onClick={() => step(1)} disabled={over}>
          Step forward
        </button>
        <button type="button" className="btn" onClick={() => step(last)} disabled={over}>
          To the end
        </button>
        <label>
          Speed{' '}
          <select value={speed} onChange={(e) => setSpeed(e.target.value as ReplaySpeed)}>
            {(Object.keys(REPLAY_SPEEDS) as ReplaySpeed[]).map((s) => (
              <option key={s} value={s}>
                {SPEED_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
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
          Seen by{' '}
          <select value={viewer} onChange={(e) => setViewer(Number(e.target.value) as Player)}>
            {replay.names.map((name, p) => (
              <option key={p} value={p}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={both} onChange={(e) => setShowBothHands(e.target.checked)} /> Show both hands
        </label>
      </div>
      <ReplayMatSource duel={duel} viewer={viewer} bothHands={both} mode={replay.mode}>
        <div className="replay-body">
          <ReplayTable caption={`${replay.names[viewer]} at the bottom${both ? ', both hands shown' : ''}`} />
          <section className="replay-panels" aria-label="Replay panels">
            <p className="replay-where" aria-label="Replay position" aria-live="polite">
              {where}
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
            <Inspector />
            <ChainPanel />
          </section>
        </div>
        <GraveyardDialog />
        <ExtraDeckPanel />
      </ReplayMatSource>
    </main>
  );
}
