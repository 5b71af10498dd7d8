import { createContext, useContext } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { useDuelStore, type DuelStoreState } from '../store/duelStore';

/**
 * What the mat's pieces (zones, hands, cards, Life Points, phases, the Graveyard and Extra Deck
 * lists, the inspector, the Chain) read: the duel being played (the duel store, the default), or a
 * position of a replay (`replay: true`, its interaction empty: nothing on it can act).
 */
export type MatState = Pick<DuelStoreState, 'view' | 'viewer' | 'interaction' | 'mode'> & { readonly replay?: true };

export type MatStore = Pick<StoreApi<MatState>, 'getState' | 'getInitialState' | 'subscribe'>;

const MatContext = createContext<MatStore>(useDuelStore);

/** Puts the mat's pieces under it on another source (the replay viewer's position). */
export const MatSource = MatContext.Provider;

/** A value of the mat's source, re-rendering when it changes (like `useDuelStore(selector)`). */
export function useMat<T>(selector: (s: MatState) => T): T {
  return useStore(useContext(MatContext), selector);
}

/** The mat's source itself, for event handlers that read it when they run. */
export const useMatStore = (): MatStore => useContext(MatContext);
