import { describe, expect, it } from 'vitest';
import { columnsFor, drawnIndices, indexForKey, rowsInView, type GridMetrics } from './gridWindow';

// Rows 100 px tall with 10 px between them (a pitch of 110), 4 px of padding above the first.
const M: GridMetrics = { cols: 4, rowHeight: 100, rowGap: 10, padTop: 4 };

describe('the pool grid draws only the rows in view', () => {
  it('as many columns as fit, like CSS auto-fill: width + gap over tile + gap, at least one', () => {
    expect(columnsFor(360, 84, 6)).toBe(4); // 366 / 90 = 4.07
    expect(columnsFor(353, 84, 6)).toBe(3); // 359 / 90 = 3.99
    expect(columnsFor(50, 84, 6)).toBe(1);
  });

  it('at the top: the rows the viewport shows, plus the overscan below (none above the first)', () => {
    // 330 px show rows 0..2 (4 + 3 * 110 = 334 reaches the third row's end).
    expect(rowsInView(0, 330, M, 2)).toEqual({ first: 0, last: 4 });
  });

  it('scrolled: a row partly in view counts, and the overscan is on both sides', () => {
    // From 504 (row 4 starts at 4 + 440 = 444 and ends at 544) to 834 (row 7 starts at 774).
    expect(rowsInView(504, 330, M, 2)).toEqual({ first: 2, last: 9 });
    expect(rowsInView(504, 330, M, 0)).toEqual({ first: 4, last: 7 });
  });

  it('drawn: the rows of the span, clamped to the list', () => {
    expect(drawnIndices({ first: 0, last: 1 }, 4, 10, [])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(drawnIndices({ first: 2, last: 9 }, 4, 10, [])).toEqual([8, 9]);
    expect(drawnIndices({ first: 0, last: 3 }, 4, 0, [])).toEqual([]);
  });

  it('a pinned card (focused, dragged) is drawn with its neighbours wherever it is, in list order', () => {
    expect(drawnIndices({ first: 5, last: 5 }, 4, 100, [2, 90])).toEqual([1, 2, 3, 20, 21, 22, 23, 89, 90, 91]);
    // At the edges of the list and of the span: nothing twice, nothing outside the list.
    expect(drawnIndices({ first: 0, last: 0 }, 4, 10, [4, 9])).toEqual([0, 1, 2, 3, 4, 5, 8, 9]);
  });
});

describe('the keyboard walks the whole grid, drawn or not', () => {
  // 10 cards in rows of 4: 0-3, 4-7, 8-9.
  const key = (k: string, at: number) => indexForKey(k, at, 4, 10, 2);

  it('left and right: the previous and next card, stopping at the ends', () => {
    expect([key('ArrowRight', 3), key('ArrowLeft', 4), key('ArrowLeft', 0), key('ArrowRight', 9)]).toEqual([4, 3, 0, 9]);
  });

  it('up and down: the card above or below; below the last full row, the last card', () => {
    expect([key('ArrowDown', 1), key('ArrowUp', 5), key('ArrowUp', 2)]).toEqual([5, 1, 2]);
    expect([key('ArrowDown', 6), key('ArrowDown', 9)]).toEqual([9, 9]);
  });

  it('Page Up/Down move a viewport of rows; Home and End go to the first and last card', () => {
    expect([key('PageDown', 1), key('PageDown', 5), key('PageUp', 9), key('Home', 7), key('End', 0)]).toEqual([9, 9, 1, 0, 9]);
  });

  it('other keys, and an empty list, are left alone', () => {
    expect(key('KeyD', 1)).toBeNull();
    expect(indexForKey('ArrowRight', 0, 4, 0, 2)).toBeNull();
  });
});
