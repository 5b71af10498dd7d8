/**
 * The screens that are chunks of their own (src/ui/App.tsx). The start screen needs none of them,
 * so they stay out of the first load (scripts/first-load.mjs, docs/performance.md). Each chunk is
 * fetched once, by whichever comes first: opening its screen, or a preload (idle time after the
 * start screen shows, a pointer over or focus on the button that opens it). Once fetched, its
 * screens are drawn at once (`lazyScreen` in ./OnDemand.tsx), with no loading message for a frame.
 */
export interface Chunk<M> {
  /** Fetches the chunk (once; again after a failure). */
  load(): Promise<M>;
  /** The chunk's module once fetched, else null. */
  loaded(): M | null;
}

/** A chunk fetched by `importer` (its one `import()`). */
export function chunk<M>(importer: () => Promise<M>): Chunk<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    load: () =>
      (pending ??= importer().then(
        (m) => (module = m),
        (e: unknown) => {
          pending = null;
          throw e;
        },
      )),
    loaded: () => module,
  };
}

/**
 * The duel's code (./core.ts: the engine, the card pool, the stores, the screens that read them),
 * fetched as soon as the start screen is painted; its stores are started once, when it arrives.
 */
export const coreChunk = chunk(() =>
  import('./core').then((m) => {
    m.startStores(window.location.search);
    return m;
  }),
);

/** The mat, with the coin toss that leads onto it. */
export const duelChunk = chunk(() => import('./DuelMat'));
/** A Match's screens (coin toss, siding, result), fetched with the mat they lead onto. */
export const matchChunk = chunk(() => Promise.all([import('./match/MatchScreen'), duelChunk.load()]).then(([m]) => m));
export const deckBuilderChunk = chunk(() => import('./decks/DeckBuilder'));
export const puzzlesChunk = chunk(() => import('./puzzles/PuzzlesScreen'));
export const replayChunk = chunk(() => import('./replay/ReplayViewer'));

/** An event handler that fetches a chunk ahead; a failure is ignored here (opening the screen says so). */
export const preload = (c: Chunk<unknown>) => () => {
  c.load().catch(() => undefined);
};

/** The duel's chunk, fetched once the browser is idle after the start screen is shown. */
export function preloadDuelAtIdle(): () => void {
  const go = preload(duelChunk);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(go, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(go, 200);
  return () => clearTimeout(id);
}
