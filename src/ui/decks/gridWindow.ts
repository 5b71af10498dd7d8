/**
 * Windowing for a grid list (the deck builder's card pool): which items are drawn, from the list's
 * scroll position and its measured rows. Pure arithmetic, so it is tested without a browser; the
 * component (PoolGrid.tsx) measures and places the items.
 */

/** How a drawn grid is laid out, measured from the list element. */
export interface GridMetrics {
  /** Items per row. */
  readonly cols: number;
  /** The height of one row, in pixels (without the gap). */
  readonly rowHeight: number;
  /** The gap between rows, in pixels. */
  readonly rowGap: number;
  /** The list's padding above the first row, in pixels. */
  readonly padTop: number;
}

/** The rows in view, first and last, before clamping to the list's length (`last` may pass its end). */
export interface RowSpan {
  readonly first: number;
  readonly last: number;
}

/** As many columns as fit (CSS `repeat(auto-fill, minmax(min, 1fr))` with a column gap). */
export function columnsFor(width: number, minWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
}

/** The rows a viewport `height` tall at `scrollTop` shows, plus `overscan` rows either side. */
export function rowsInView(scrollTop: number, height: number, m: GridMetrics, overscan: number): RowSpan {
  const pitch = m.rowHeight + m.rowGap;
  if (pitch <= 0) return { first: 0, last: overscan };
  const top = Math.max(0, scrollTop - m.padTop);
  const first = Math.max(0, Math.floor(top / pitch) - overscan);
  const last = Math.max(first, Math.ceil((top + Math.max(0, height)) / pitch) - 1 + overscan);
  return { first, last };
}

/**
 * The indices of the items drawn, ascending (so the document's order, and Tab's, is the list's):
 * every item of the rows in `span`, plus each pinned index and its neighbours wherever they are (the
 * focused card, so Tab and Shift+Tab from it reach the next and previous card even after scrolling
 * away; the card being dragged, so the drag keeps its source).
 */
export function drawnIndices(span: RowSpan, cols: number, count: number, pinned: readonly number[]): number[] {
  const from = Math.min(count, span.first * cols);
  const to = Math.min(count, (span.last + 1) * cols);
  const extra = new Set<number>();
  for (const p of pinned) for (const i of [p - 1, p, p + 1]) if (i >= 0 && i < count && (i < from || i >= to)) extra.add(i);
  const drawn: number[] = [];
  for (const i of [...extra].filter((i) => i < from).sort((a, b) => a - b)) drawn.push(i);
  for (let i = from; i < to; i++) drawn.push(i);
  for (const i of [...extra].filter((i) => i >= to).sort((a, b) => a - b)) drawn.push(i);
  return drawn;
}

/** Keys that move focus through the grid: the index they lead to from `at`, or null for other keys. */
export function indexForKey(key: string, at: number, cols: number, count: number, pageRows: number): number | null {
  if (count === 0) return null;
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i));
  switch (key) {
    case 'ArrowLeft':
      return clamp(at - 1);
    case 'ArrowRight':
      return clamp(at + 1);
    case 'ArrowUp':
      return at - cols >= 0 ? at - cols : at;
    case 'ArrowDown':
      // Below the last full row's end there may be no card: the last card then.
      return at + cols < count ? at + cols : Math.floor(at / cols) < Math.floor((count - 1) / cols) ? count - 1 : at;
    case 'PageUp':
      return clamp(at - cols * Math.max(1, pageRows));
    case 'PageDown':
      return clamp(at + cols * Math.max(1, pageRows));
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
