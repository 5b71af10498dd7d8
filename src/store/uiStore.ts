import { create } from 'zustand';
import type { Action, CardFace, Player } from '../engine';

/**
 * View-only state of the mat (what is inspected, which menu or dialog is open, what is being
 * dragged). Kept apart from the duel so hovering or dragging never touches the duel store.
 */
export interface MenuState {
  /** Heading of the menu (usually the card's name). */
  readonly title: string;
  readonly items: readonly { readonly label: string; readonly action: Action }[];
  /** Where to show it (viewport coordinates of the anchor's box). */
  readonly anchor: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  /** Element to give focus back to when the menu closes. */
  readonly returnFocus: HTMLElement | null;
}

export interface DragState {
  /** The dragged card's instance id. */
  readonly card: string;
  readonly kind: 'summon' | 'attack';
  /** Droppable ids that accept this card. */
  readonly targets: ReadonlySet<string>;
}

export interface UiState {
  /** The card shown large in the inspector ('hidden' for a face-down card). */
  readonly inspected: CardFace | 'hidden' | null;
  readonly menu: MenuState | null;
  /** Whose Graveyard is being browsed (a player index), or null. */
  readonly graveyardOf: Player | null;
  readonly drag: DragState | null;
  inspect(card: CardFace | 'hidden' | null): void;
  openMenu(menu: MenuState): void;
  closeMenu(): void;
  browseGraveyard(player: Player | null): void;
  setDrag(drag: DragState | null): void;
  reset(): void;
}

export const useUiStore = create<UiState>()((set) => ({
  inspected: null,
  menu: null,
  graveyardOf: null,
  drag: null,
  inspect: (inspected) => set({ inspected }),
  openMenu: (menu) => set({ menu }),
  closeMenu: () => set({ menu: null }),
  browseGraveyard: (graveyardOf) => set({ graveyardOf }),
  setDrag: (drag) => set({ drag }),
  reset: () => set({ inspected: null, menu: null, graveyardOf: null, drag: null }),
}));
