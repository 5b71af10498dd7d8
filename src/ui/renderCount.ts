/**
 * Render counters for the "a drag re-renders only what moves" check (e2e/mat-renders.spec.ts and
 * scripts/bench-ui.mjs). Off unless a page sets `window.__duelmatRenders = {}` before the app
 * loads; then each counted component adds one per render under its name (and `name#key` when a
 * key is given). Costs one property lookup when off.
 */
type Counts = Record<string, number>;

export function countRender(name: string, key?: string | number): void {
  const counts = (globalThis as { __duelmatRenders?: Counts }).__duelmatRenders;
  if (!counts) return;
  counts[name] = (counts[name] ?? 0) + 1;
  if (key !== undefined) counts[`${name}#${key}`] = (counts[`${name}#${key}`] ?? 0) + 1;
}
