import { memo, useEffect, useRef } from 'react';
import type { Player } from '../engine';
import { useDuelStore, type LogEntry } from '../store/duelStore';
import { useUiStore } from '../store/uiStore';
import { Card } from './Card';
import { FRAME_NAMES } from './labels';

/** The hovered/focused card, large, with its text. */
export const Inspector = memo(function Inspector() {
  const card = useUiStore((s) => s.inspected);
  return (
    <aside className="inspector" aria-label="Card details">
      {card === null ? (
        <p className="inspector-hint">Point at or focus a card to see it here.</p>
      ) : card === 'hidden' ? (
        <div className="inspector-body">
          <Card card={{ hidden: true, id: null }} size="large" />
          <p className="inspector-name">Face-down card</p>
        </div>
      ) : (
        <div className="inspector-body">
          <Card card={card} size="large" />
          <div className="inspector-info">
            <p className="inspector-name">{card.name}</p>
            <p className="inspector-meta">
              {FRAME_NAMES[card.frame]}
              {card.level ? ` · Level ${card.level}` : ''}
              {card.attribute ? ` · ${card.attribute}` : ''}
              {card.monsterType ? ` · ${card.monsterType}` : ''}
            </p>
            {card.atk !== undefined && (
              <p className="inspector-stats">
                ATK {card.atk} / DEF {card.def ?? '?'}
              </p>
            )}
            <p className="inspector-text">{card.text}</p>
          </div>
        </div>
      )}
    </aside>
  );
});

const LogLine = memo(function LogLine({ entry, viewer }: { entry: LogEntry; viewer: Player }) {
  const actor = entry.actor === null ? null : entry.actor === viewer ? 'You' : 'Opponent';
  return (
    <li className={`log-entry${entry.actor === null ? '' : entry.actor === viewer ? ' by-me' : ' by-opp'}`}>
      {entry.text[viewer] && (
        <div className="log-action">
          {actor && <span className="log-actor">{actor}</span>} {entry.text[viewer]}
        </div>
      )}
      {entry.events[viewer].map((t, i) => (
        <div key={i} className={`log-event${/^Turn \d+/.test(t) ? ' log-turn' : ''}`}>
          {t}
        </div>
      ))}
    </li>
  );
});

/** Every action and what it did, in the viewer's words; the newest line is also announced. */
export const DuelLog = memo(function DuelLog() {
  const log = useDuelStore((s) => s.log);
  const viewer = useDuelStore((s) => s.viewer);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log]);
  const last = log.at(-1);
  const latest = last ? [last.text[viewer], ...last.events[viewer]].filter(Boolean).join('. ') : '';
  return (
    <section className="panel duel-log" aria-label="Duel log">
      <h2 className="panel-title">Duel log</h2>
      <ol ref={listRef} className="log-list">
        {log.map((e) => (
          <LogLine key={e.id} entry={e} viewer={viewer} />
        ))}
      </ol>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {latest}
      </div>
    </section>
  );
});

/** The chain (no Spell Speed 2+ cards in the pool yet, so it stays empty). */
export const ChainPanel = memo(function ChainPanel() {
  return (
    <section className="panel chain" aria-label="Chain">
      <h2 className="panel-title">Chain</h2>
      <p className="chain-empty">No chain</p>
    </section>
  );
});

/** An open prompt (e.g. discarding for the hand limit): its reason and one button per legal answer. */
export const PromptPanel = memo(function PromptPanel() {
  const prompt = useDuelStore((s) => s.view?.prompt ?? null);
  const selects = useDuelStore((s) => s.interaction.selects);
  const pass = useDuelStore((s) => s.interaction.pass);
  const dispatch = useDuelStore((s) => s.dispatch);
  const describe = useDuelStore((s) => s.describe);
  if (!prompt && selects.length === 0) return null;
  return (
    <section className="panel prompt" aria-label="Prompt">
      <h2 className="panel-title">{prompt?.reason ?? 'Choose'}</h2>
      <div className="prompt-choices">
        {selects.map((a, i) => (
          <button key={i} type="button" className="btn prompt-btn" onClick={() => dispatch(a)}>
            {describe(a)}
          </button>
        ))}
        {pass && (
          <button type="button" className="btn prompt-btn" onClick={() => dispatch(pass)}>
            Pass
          </button>
        )}
      </div>
    </section>
  );
});

/** Why the last action was refused. */
export const ErrorBanner = memo(function ErrorBanner() {
  const error = useDuelStore((s) => s.error);
  const dismiss = useDuelStore((s) => s.dismissError);
  return (
    <div className={`error-banner${error ? ' shown' : ''}`} role="alert">
      {error && (
        <>
          <span>{error}</span>
          <button type="button" className="btn-link" onClick={dismiss} aria-label="Dismiss message">
            ✕
          </button>
        </>
      )}
    </div>
  );
});
