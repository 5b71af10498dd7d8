import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { SECTION_NAMES, statusIn, STATUS_NAMES, type BanListIndex, type LimitStatus } from '../../decks';
import { isExtraDeckMonster, type CardDefinition } from '../../engine/card';
import { useDeckStore } from '../../store/deckStore';
import { Card } from '../Card';
import { FRAME_NAMES } from '../labels';
import { faceOf, statsLine } from './cardFace';
import type { DragCard } from './dnd';
import { columnsFor, drawnIndices, indexForKey, rowsInView, type GridMetrics, type RowSpan } from './gridWindow';

export type ClickTarget = 'deck' | 'side';

/** Where a click (or Enter) on a pool card puts it. */
export const sectionForClick = (def: CardDefinition, target: ClickTarget) => (target === 'side' ? 'side' : isExtraDeckMonster(def) ? 'extra' : 'main');

/** A column's least width in pixels (or a drawn card's width, when wider: cards never overlap). */
const MIN_TILE = 84;
/** Rows drawn beyond the visible ones, above and below, so a scroll or a Tab finds the next cards drawn. */
const OVERSCAN = 2;
/** Cards drawn before the grid has been measured (its first frame). */
const FIRST_DRAW = 24;

const px = (value: string): number => parseFloat(value) || 0;
const sameMetrics = (a: GridMetrics | null, b: GridMetrics) =>
  a !== null && a.cols === b.cols && a.rowHeight === b.rowHeight && a.rowGap === b.rowGap && a.padTop === b.padTop;

export interface PoolGridProps {
  /** The cards to list (a new array when the filters or the format change: the list then starts again at its top). */
  readonly cards: readonly CardDefinition[];
  readonly copies: ReadonlyMap<string, number>;
  readonly limits: BanListIndex;
  readonly readOnly: boolean;
  readonly target: ClickTarget;
  readonly onInspect: (passcode: string) => void;
  /** The pool card being dragged (kept drawn however far the list scrolls), or null. */
  readonly dragged: string | null;
  /** A drag (of any card) is under way: the arrow keys are then the drag's. */
  readonly dragging: boolean;
}

/**
 * The pool's cards as a windowed grid: only the rows in view (and a couple either side) are drawn,
 * each card placed in its own row and column of a grid as tall as the whole list, so the scrollbar,
 * the screen reader's "item n of N" (aria-posinset/setsize) and Tab order are the whole list's.
 * The focused card and its neighbours stay drawn, so Tab and Shift+Tab walk the whole list; the
 * arrow keys, Page Up/Down, Home and End move between cards and bring them into view.
 */
export function PoolGrid({ cards, copies, limits, readOnly, target, onInspect, dragged, dragging }: PoolGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const [metrics, setMetrics] = useState<GridMetrics | null>(null);
  const [span, setSpan] = useState<RowSpan>({ first: 0, last: 0 });
  const [focused, setFocused] = useState<string | null>(null);
  const metricsRef = useRef(metrics);
  metricsRef.current = metrics;
  const wantFocus = useRef<string | null>(null);

  const follow = useCallback((m: GridMetrics) => {
    const ul = ref.current;
    if (!ul) return;
    const next = rowsInView(ul.scrollTop, ul.clientHeight, m, OVERSCAN);
    setSpan((old) => (old.first === next.first && old.last === next.last ? old : next));
  }, []);

  /** Measures the grid (columns from its width, the row height from a drawn card) and the rows in view. */
  const measure = useCallback(() => {
    const ul = ref.current;
    if (!ul) return;
    const prev = metricsRef.current;
    const tile = ul.querySelector<HTMLElement>('.db-card');
    if (!tile || tile.offsetHeight === 0) {
      // No card drawn (none matches): the last measure holds.
      if (prev) follow(prev);
      return;
    }
    const rowHeight = tile.offsetHeight;
    const tileWidth = Math.max(MIN_TILE, tile.offsetWidth);
    const style = getComputedStyle(ul);
    const width = ul.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
    const next: GridMetrics = { cols: columnsFor(width, tileWidth, px(style.columnGap)), rowHeight, rowGap: px(style.rowGap), padTop: px(style.paddingTop) };
    if (!sameMetrics(prev, next)) {
      metricsRef.current = next;
      setMetrics(next);
    }
    follow(next);
  }, [follow]);

  useLayoutEffect(() => {
    measure();
    const ul = ref.current;
    if (!ul || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(ul);
    return () => observer.disconnect();
  }, [measure]);

  // Other cards (new filters, another format): back to the top of the list.
  useLayoutEffect(() => {
    const ul = ref.current;
    if (!ul) return;
    ul.scrollTop = 0;
    if (metricsRef.current) follow(metricsRef.current);
  }, [cards, follow]);

  // A card asked for by the keyboard is drawn now: focus it (which scrolls it into view).
  useLayoutEffect(() => {
    const passcode = wantFocus.current;
    if (passcode === null) return;
    wantFocus.current = null;
    ref.current?.querySelector<HTMLElement>(`[data-passcode="${passcode}"]`)?.focus();
  });

  const indexOf = useMemo(() => new Map(cards.map((c, i) => [c.passcode, i])), [cards]);
  const count = cards.length;
  const pinned = [focused, dragged].map((p) => (p === null ? -1 : (indexOf.get(p) ?? -1))).filter((i) => i >= 0);
  const drawn = metrics ? drawnIndices(span, metrics.cols, count, pinned) : Array.from({ length: Math.min(count, FIRST_DRAW) }, (_, i) => i);
  const rows = metrics ? Math.ceil(count / metrics.cols) : 0;
  const gridStyle = metrics
    ? { gridTemplateColumns: `repeat(${metrics.cols}, minmax(0, 1fr))`, gridTemplateRows: rows > 0 ? `repeat(${rows}, ${metrics.rowHeight}px)` : undefined }
    : undefined;

  const onFocus = (e: FocusEvent<HTMLUListElement>) => {
    const passcode = (e.target as HTMLElement).dataset.passcode;
    if (passcode) setFocused(passcode);
  };
  const onBlur = (e: FocusEvent<HTMLUListElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const passcode = (e.target as HTMLElement).dataset.passcode;
    const at = passcode === undefined ? undefined : indexOf.get(passcode);
    if (dragging || !metrics || at === undefined || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const pageRows = Math.floor(e.currentTarget.clientHeight / (metrics.rowHeight + metrics.rowGap));
    const to = indexForKey(e.key, at, metrics.cols, count, pageRows);
    if (to === null) return;
    e.preventDefault();
    const next = cards[to]!.passcode;
    if (to === at) return;
    wantFocus.current = next;
    setFocused(next);
  };

  return (
    <ul
      ref={ref}
      className="db-pool-grid"
      aria-label="Cards"
      style={gridStyle}
      onScroll={() => metricsRef.current && follow(metricsRef.current)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {drawn.map((i) => {
        const def = cards[i]!;
        return (
          <PoolCard
            key={def.passcode}
            def={def}
            at={i}
            of={count}
            cols={metrics?.cols ?? 0}
            copies={copies.get(def.passcode) ?? 0}
            status={statusIn(limits, def.name)}
            readOnly={readOnly}
            target={target}
            onInspect={onInspect}
          />
        );
      })}
      {count === 0 && <li className="db-empty">No card matches these filters.</li>}
    </ul>
  );
}

const STATUS_SHORT: Record<LimitStatus, string> = { forbidden: 'Forbidden', limited: 'Limited 1', semiLimited: 'Semi-Ltd 2', unlimited: '' };

const PoolCard = memo(function PoolCard({
  def,
  at,
  of,
  cols,
  copies,
  status,
  readOnly,
  target,
  onInspect,
}: {
  def: CardDefinition;
  /** Its place in the list (0-based), of `of` cards; `cols` 0 while the grid is not measured yet. */
  at: number;
  of: number;
  cols: number;
  copies: number;
  status: LimitStatus;
  readOnly: boolean;
  target: ClickTarget;
  onInspect: (passcode: string) => void;
}) {
  const data: DragCard = { passcode: def.passcode, from: 'pool' };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: `pool:${def.passcode}`, data, disabled: readOnly });
  const section = sectionForClick(def, target);
  const add = useCallback(() => useDeckStore.getState().addCard(def.passcode, section), [def.passcode, section]);
  const inspect = useCallback(() => onInspect(def.passcode), [onInspect, def.passcode]);
  const bits = [FRAME_NAMES[def.frame], statsLine(def), copies > 0 ? `${copies} in this deck` : '', status !== 'unlimited' ? STATUS_NAMES[status] : ''];
  const place = cols > 0 ? { gridRow: Math.floor(at / cols) + 1, gridColumn: (at % cols) + 1 } : undefined;
  return (
    <li className="db-pool-item" style={place} aria-posinset={at + 1} aria-setsize={of}>
      <div ref={setNodeRef} className={`db-card${isDragging ? ' is-dragging' : ''}${copies > 0 ? ' in-deck' : ''}${readOnly ? ' read-only' : ''}`}>
        <Card card={faceOf(def)} size="hand" />
        {copies > 0 && (
          <span className="db-copies" aria-hidden="true">
            {copies}
          </span>
        )}
        {status !== 'unlimited' && (
          <span className={`db-limit db-limit-${status}`} aria-hidden="true">
            {STATUS_SHORT[status]}
          </span>
        )}
        {/* The button is an empty layer over the card, so its name is the card's name alone. */}
        <button
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          type="button"
          className="tile-hit db-hit"
          aria-label={def.name}
          title={def.name}
          aria-description={`${bits.filter(Boolean).join('; ')}. ${readOnly ? 'Read-only deck.' : `Click to add it to the ${SECTION_NAMES[section]}.`}`}
          aria-disabled={readOnly}
          data-passcode={def.passcode}
          onClick={readOnly ? inspect : add}
          onMouseEnter={inspect}
          onFocus={inspect}
        />
      </div>
    </li>
  );
});
