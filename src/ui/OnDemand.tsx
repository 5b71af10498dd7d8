import { Component, createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { Chunk } from './chunks';
import './onDemand.css';

/**
 * Screens loaded on demand (the deck builder, a Match's screens: src/ui/App.tsx), so the first
 * screen's JavaScript stays small. While a screen's chunk is fetched a status message shows
 * (usually for a moment only: after the first visit the service worker has every chunk); if the
 * fetch fails (offline before the service worker had installed, or a chunk of an older build that
 * is gone) a message says so and offers Reload. Any other error is not caught here.
 */

/** A fetch of a screen's chunk that failed. */
class ChunkLoadError extends Error {}

/**
 * React.lazy for a screen of a chunk: `lazyScreen(duelChunk, (m) => m.DuelMat)`. When the chunk is
 * already fetched the screen is drawn directly: React.lazy would show the loading message for a
 * moment even then (it waits for a promise), and a page reading the mat at once would find nothing.
 */
export function lazyScreen<M>(chunk: Chunk<M>, pick: (m: M) => ComponentType): ComponentType {
  const Lazy = lazy(() =>
    chunk.load().then(
      (m) => ({ default: pick(m) }),
      (e: unknown) => {
        throw new ChunkLoadError(String(e), { cause: e });
      },
    ),
  );
  return function Screen() {
    // Decided once per mount, so a screen drawn through Lazy is not drawn anew when the chunk arrives.
    const [ready] = useState(() => chunk.loaded());
    return createElement(ready ? pick(ready) : Lazy);
  };
}

/** Where a lazyScreen is drawn; `what` names it in the messages ("the deck builder"). */
export function OnDemand({ what, children }: { what: string; children: ReactNode }) {
  return (
    <LoadFailure what={what}>
      <Suspense fallback={<Loading what={what} />}>{children}</Suspense>
    </LoadFailure>
  );
}

/** A screen on its way: "Loading …" with a spinner. */
export function Loading({ what }: { what: string }) {
  return (
    <main className="on-demand" aria-busy="true">
      <p role="status">
        <span className="on-demand-spinner" aria-hidden="true" />
        Loading {what}…
      </p>
    </main>
  );
}

class LoadFailure extends Component<{ what: string; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    return <LoadFailed what={this.props.what} />;
  }
}

/** A chunk that could not be fetched: says so, and offers Reload. */
export function LoadFailed({ what }: { what: string }) {
  return (
    <main className="on-demand">
      <div role="alert">
        <p>Could not load {what}. Check the network connection, then reload the page.</p>
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
          Reload
        </button>
      </div>
    </main>
  );
}
