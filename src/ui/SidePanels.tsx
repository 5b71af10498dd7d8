import { memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { ChainLinkView, DuelView, Player } from '../engine';
import { useDuelStore, type LogEntry } from '../store/duelStore';
import { useUiStore } from '../store/uiStore';
import { Card, typeLine } from './Card';
import { FRAME_NAMES } from './labels';
import { useMat } from './matSource';

/**
 * The hovered/focused card, large, with its full text. With nothing pointed at while a Chain is
 * being built, it shows the newest link's card: the one a response prompt asks about.
 */
export const Inspector = memo(function Inspector() {
  const pointed = useUiStore((s) => s.inspected);
  const newestLink = useMat((s) => s.view?.chain.at(-1)?.card ?? null);
  // Drawn a frame after the mat: picking up or Summoning a card also inspects it, and the large card
  // must not delay the mat's own feedback (it is a separate, interruptible render).
  const card = useDeferredValue(pointed ?? newestLink);
  // On the field a monster's ATK/DEF may differ from the printed values: both are shown, current first.
  const onField = useMat((s) => (card && card !== 'hidden' ? fieldStats(s.view, card.id) : null));
  const [atk, def] = onField ? onField.split('/').map(Number) : [undefined, undefined];
  const changed = onField !== null && card !== null && card !== 'hidden' && (atk !== card.atk || def !== card.def);
  // What applies to it on the field now (equipped to / with, a Level changed, banished when it leaves).
  const notes = useMat((s) => (card && card !== 'hidden' ? fieldNotes(s.view, card.id) : ''));
  return (
    <aside className="inspector" aria-label="Card details">
      {card === null ? (
        <p className="inspector-hint">Point at or focus a card to see it here.</p>
      ) : card === 'hidden' ? (
        <div className="inspector-body">
          <Card card={{ hidden: true, id: null }} size="large" />
          <div className="inspector-info">
            <p className="inspector-name">Face-down card</p>
            <p className="inspector-text">You cannot see this card.</p>
          </div>
        </div>
      ) : (
        <div className="inspector-body">
          <Card card={card} size="large" atk={atk} def={def} />
          <div className="inspector-info">
            <p className="inspector-name">{card.name}</p>
            <p className="inspector-meta">
              {FRAME_NAMES[card.frame]}
              {card.level ? ` · ${card.frame === 'xyz' ? 'Rank' : 'Level'} ${card.level}` : ''}
              {card.attribute ? ` · ${card.attribute}` : ''}
            </p>
            <p className="inspector-type">{typeLine(card)}</p>
            {card.atk !== undefined && (
              <p className="inspector-stats">
                ATK {atk ?? card.atk} / DEF {def ?? card.def ?? '?'}
                {changed && (
                  <span className="inspector-printed">
                    {' '}
                    (printed ATK {card.atk} / DEF {card.def ?? '?'})
                  </span>
                )}
              </p>
            )}
            {notes && (
              <ul className="inspector-notes" aria-label="On the field">
                {notes.split('\n').map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
            <CardText text={card.text} />
          </div>
        </div>
      )}
    </aside>
  );
});

/**
 * A card's text; when it is longer than the space it has, it scrolls, and it can then be focused so
 * a keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
function CardText({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollHeight > el.clientHeight + 1);
    measure();
    // The space changes with the panels around it (a prompt opening below): measured again then.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  return (
    <p ref={ref} className="inspector-text" tabIndex={scrolls ? 0 : undefined}>
      {text}
    </p>
  );
}

/**
 * What applies to a card on the field now, one line each, as one string (a stable selector result):
 * the monster an Equip Card is equipped to, the Equip Cards on a monster, a Level changed until the
 * End Phase, "banished when it leaves the field", what a card declared or paid as it was activated
 * (Wall of Revealing Light's LP, Prohibition's name).
 */
/**
 * What a card declared, in words. A value per player (`<player 1's>|<player 2's>`: the Types Rivalry of Warlords
 * keeps, continuous.ts `keptTypeIn`) is said from the viewer's side; a player with none yet is left out.
 */
function declaredNote(declared: string, viewer: 0 | 1): string {
  if (!declared.includes('|')) return `Declared: ${declared}`;
  const [first = '', second = ''] = declared.split('|');
  const mine = viewer === 0 ? first : second;
  const theirs = viewer === 0 ? second : first;
  const parts = [mine ? `${mine} (you)` : null, theirs ? `${theirs} (your opponent)` : null].filter((x) => x !== null);
  return `Types kept: ${parts.length > 0 ? parts.join(', ') : 'none yet'}`;
}

export function fieldNotes(view: DuelView | null, id: string): string {
  if (!view) return '';
  const nameOf = (cardId: string): string => {
    for (const p of view.players) {
      for (const m of p.monsters) if (m && m.card.id === cardId) return 'name' in m.card ? m.card.name : 'a face-down monster';
      for (const st of p.spellTraps) if (st && st.card.id === cardId) return 'name' in st.card ? st.card.name : 'a Set card';
    }
    return 'a card';
  };
  const notes: string[] = [];
  for (const p of view.players) {
    for (const st of p.spellTraps) {
      if (st?.declared !== undefined && st.card.id === id) notes.push(declaredNote(st.declared, view.viewer));
      if (!st?.equippedTo) continue;
      if (st.card.id === id) notes.push(`Equipped to ${nameOf(st.equippedTo)}`);
      if (st.equippedTo === id) notes.push(`Equipped with ${'name' in st.card ? st.card.name : 'a Set card'}`);
    }
    for (const m of p.monsters) {
      if (!m || m.card.id !== id) continue;
      if (m.level !== undefined) notes.push(`Level ${m.level} until the End Phase`);
      if (m.attribute !== undefined) notes.push(`Attribute now ${m.attribute}`);
      if (m.banishWhenLeaves) notes.push('Banished when it leaves the field');
    }
  }
  return notes.join('\n');
}

/** "ATK/DEF" now of a face-up monster on the field, as a string (a stable selector result), or null. */
function fieldStats(view: DuelView | null, id: string): string | null {
  for (const p of view?.players ?? []) {
    for (const m of p.monsters) if (m && m.card.id === id && m.atk !== null && m.def !== null) return `${m.atk}/${m.def}`;
  }
  return null;
}

const LogLine = memo(function LogLine({ entry, viewer }: { entry: LogEntry; viewer: Player }) {
  const actor = entry.actor === null ? null : entry.actor === viewer ? 'You' : 'Opponent';
  // An entry with nothing for this viewer (the other player's pass) is not a line for them.
  if (!entry.text[viewer] && entry.events[viewer].length === 0) return null;
  return (
    <li className={`log-entry${entry.actor === null ? '' : entry.actor === viewer ? ' by-me' : ' by-opp'}`}>
      {entry.text[viewer] && (
        <div className="log-action">
          {actor && <span className="log-actor">{actor}</span>} {entry.text[viewer]}
        </div>
      )}
      {entry.events[viewer].map((t, i) => (
        <div key={i} className={`log-event${/^Turn \d+/.test(t) ? ' log-turn' : ''}${/damage|destroyed/.test(t) ? ' log-hit' : ''}`}>
          {t}
        </div>
      ))}
    </li>
  );
});

/** Every action and what it did, in the viewer's words, newest at the bottom. */
export const DuelLog = memo(function DuelLog() {
  // The log may trail the mat by a frame: the mat paints first, the new lines right after.
  const log = useDeferredValue(useDuelStore((s) => s.log));
  const viewer = useDuelStore((s) => s.viewer);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log]);
  return (
    <section className="panel duel-log" aria-label="Duel log">
      <h2 className="panel-title">Duel log</h2>
      <ol ref={listRef} className="log-list" tabIndex={0} aria-label="Duel log lines" data-log="">
        {log.map((e) => (
          <LogLine key={e.id} entry={e} viewer={viewer} />
        ))}
      </ol>
    </section>
  );
});

/**
 * Screen-reader announcements (ARIA live regions): the newest log line as it happens, and what the
 * viewer is asked now ("Your move", the prompt's reason, a chain response).
 */
export const Announcer = memo(function Announcer() {
  const latest = useDuelStore((s) => {
    const last = s.log.at(-1);
    return last ? [last.text[s.viewer], ...last.events[s.viewer]].filter(Boolean).join('. ') : '';
  });
  const asked = useDuelStore((s) => {
    const v = s.view;
    if (!v || v.winner !== null || v.deciding !== s.viewer || s.handoverTo !== null) return '';
    if (v.prompt) return `You are asked: ${v.prompt.reason}`;
    if (s.interaction.pass && s.interaction.selects.length === 0) return 'You may respond, or pass.';
    return '';
  });
  return (
    <div className="sr-only">
      <div aria-live="polite" aria-atomic="true" data-testid="announce-log">
        {latest}
      </div>
      <div aria-live="polite" aria-atomic="true" data-testid="announce-ask">
        {asked}
      </div>
    </div>
  );
});

const NO_CHAIN: readonly ChainLinkView[] = [];

/** The chain stack: the newest link on top, each with its card, whose it is and what it does. */
export const ChainPanel = memo(function ChainPanel() {
  const chain = useMat((s) => s.view?.chain ?? NO_CHAIN);
  const viewer = useMat((s) => s.viewer);
  return (
    <section className={`panel chain${chain.length ? ' has-links' : ''}`} aria-label="Chain">
      <h2 className="panel-title">Chain</h2>
      {chain.length === 0 ? (
        <p className="chain-empty">No chain</p>
      ) : (
        <ol className="chain-links" reversed>
          {[...chain].reverse().map((link) => {
            const whose = link.player === viewer ? 'you' : 'opponent';
            return (
              <li
                key={link.link}
                className={`chain-link ${link.player === viewer ? 'by-me' : 'by-opp'}${link.negated ? ' negated' : ''}`}
                aria-label={`Chain Link ${link.link}: ${link.card.name} (${whose})${link.label ? `: ${link.label}` : ''}${link.targets.length > 0 ? `, targeting ${link.targets.join(', ')}` : ''}${link.negated ? ', negated' : ''}`}
                onMouseEnter={() => useUiStore.getState().inspect(link.card)}
              >
                <span className="chain-n" aria-hidden="true">
                  {link.link}
                </span>
                <Card card={link.card} size="mini" />
                <span className="chain-text" aria-hidden="true">
                  <span className="chain-name">{link.card.name}</span>
                  <span className="chain-label">
                    <b className="chain-who">{link.player === viewer ? 'You' : 'Opponent'}</b>
                    {link.label && ` · ${link.label}`}
                  </span>
                  {link.targets.length > 0 && <span className="chain-targets">Targeting {link.targets.join(', ')}</span>}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
});

/** Why the last action was refused; it goes by itself after a while, or on the ✕. */
export const ErrorBanner = memo(function ErrorBanner() {
  const error = useDuelStore((s) => s.error);
  const dismiss = useDuelStore((s) => s.dismissError);
  useEffect(() => {
    if (!error) return;
    const t = setTimeout(() => {
      if (useDuelStore.getState().error === error) dismiss();
    }, 8000);
    return () => clearTimeout(t);
  }, [error, dismiss]);
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
