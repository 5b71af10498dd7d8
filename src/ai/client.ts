import type { Action, DuelView } from '../engine';
import type { ChooseOptions } from '.';
import type { ThinkReply, ThinkRequest } from './worker';

/**
 * The page's side of a computer player's Web Worker (its own chunk: the AI and its copy of the
 * engine load only when the computer first has to think). Each `Thinker` owns its worker: a duel
 * session's computer driver (src/session/computer.ts) makes one and ends it with the session, so a
 * search for a duel that is gone stops with it. `think` returns null where there is no Worker (unit
 * tests, old browsers): the caller then thinks in its own thread.
 */
export interface Thinker {
  think(view: DuelView, legal: readonly Action[], options: ChooseOptions): Promise<Action> | null;
  /** Ends the worker; a request still waiting is refused. */
  terminate(): void;
}

export function createThinker(): Thinker {
  let worker: Worker | null | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (a: Action) => void; reject: (e: Error) => void }>();
  const refuseAll = (why: string) => {
    for (const w of waiting.values()) w.reject(new Error(why));
    waiting.clear();
  };

  const start = (): Worker | null => {
    if (worker !== undefined) return worker;
    if (typeof Worker === 'undefined') return (worker = null);
    try {
      worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'duelmat-computer' });
    } catch {
      return (worker = null);
    }
    worker.onmessage = (e: MessageEvent<ThinkReply>) => {
      const w = waiting.get(e.data.id);
      if (!w) return;
      waiting.delete(e.data.id);
      if ('action' in e.data) w.resolve(e.data.action);
      else w.reject(new Error(e.data.error));
    };
    worker.onerror = (e) => {
      // A worker that cannot run (a failed chunk load): every waiting request falls back.
      refuseAll(e.message || 'The computer player stopped');
      worker?.terminate();
      worker = null;
    };
    return worker;
  };

  return {
    think: (view, legal, options) => {
      const w = start();
      if (!w) return null;
      const id = nextId++;
      return new Promise<Action>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        w.postMessage({ id, view, legal, options } satisfies ThinkRequest);
      });
    },
    terminate: () => {
      worker?.terminate();
      worker = null;
      refuseAll('The duel ended');
    },
  };
}
