import { chooseAction, type ChooseOptions } from '.';
import type { Action, DuelView } from '../engine';

/**
 * The computer thinks here, off the page's thread, so the mat never freezes while it looks ahead.
 * One request at a time: { id, view, legal, options } in, { id, action } (or { id, error }) out.
 */
export interface ThinkRequest {
  readonly id: number;
  readonly view: DuelView;
  readonly legal: readonly Action[];
  readonly options: ChooseOptions;
}
export type ThinkReply = { readonly id: number; readonly action: Action } | { readonly id: number; readonly error: string };

/** The worker's global scope (typed by hand: the project's lib is the DOM's). */
const scope = self as unknown as { onmessage: ((e: MessageEvent<ThinkRequest>) => void) | null; postMessage(message: ThinkReply): void };
scope.onmessage = (e: MessageEvent<ThinkRequest>) => {
  const { id, view, legal, options } = e.data;
  try {
    scope.postMessage({ id, action: chooseAction(view, legal, options) } satisfies ThinkReply);
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies ThinkReply);
  }
};
