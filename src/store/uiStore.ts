import { create } from 'zustand';
import type { Action, CardFace, Player } from '../engine';

/**
 * View-only state of the mat (what is inspected, which menu or dialog is open, what is being
 * dragged and over which place). Kept apart from the duel so hovering or dragging never touches the
 * duel store; components read it through narrow selectors, so a drag re-renders only the dragged
 * card and the places it enters or leaves.
 */
export interface MenuState {
  /** Heading of the menu (usually the card's name). */
  readonly title: string;
  readonly items: readonly { readonly label: string; readonly action: Action }[];
  /** Where to show it (viewport coordinates of the anchor's box). */
  readonly anchor: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  /** Element to give focus back to when the menu closes. */
  readonly returnFocus: HTMLElement | null;
  /** Shown when there is nothing to choose. */
  readonly emptyText?: string;
}

export interface DragState {
  /** The dragged card's instance id. */
  readonly card: string;
  readonly kind: 'summon' | 'attack';
  /** Droppable ids that accept this card. */
  readonly targets: ReadonlySet<string>;
  /** The droppable id under the card now, if it accepts it. */
  readonly over: string | null;
}

export type Dialog = 'settings' | 'keyboard' | null;

/** A Special Summon whose materials the player is picking. */
export interface PickerState {
  /** The Extra Deck monster. */
  readonly card: string;
  readonly method: 'synchro' | 'xyz' | 'rule';
}

export interface UiState {
  /** The card shown large in the inspector ('hidden' for a face-down card). */
  readonly inspected: CardFace | 'hidden' | null;
  readonly menu: MenuState | null;
  /** Whose Graveyard is being browsed (a player index), or null. */
  readonly graveyardOf: Player | null;
  readonly drag: DragState | null;
  /** Cards lit up by the prompt choice under the pointer or focus (e.g. one set of Tributes). */
  readonly highlight: ReadonlySet<string> | null;
  readonly dialog: Dialog;
  /** Whose Extra Deck is open in its viewer (a player index), or null. */
  readonly extraDeckOf: Player | null;
  readonly picker: PickerState | null;
  browseExtraDeck(player: Player | null): void;
  openPicker(picker: PickerState | null): void;
  inspect(card: CardFace | 'hidden' | null): void;
  openMenu(menu: MenuState): void;
  closeMenu(): void;
  browseGraveyard(player: Player | null): void;
  setDrag(drag: DragState | null): void;
  setDragOver(over: string | null): void;
  setHighlight(ids: ReadonlySet<string> | null): void;
  openDialog(dialog: Dialog): void;
  reset(): void;
}

export const useUiStore = create<UiState>()((set, get) => ({
  inspected: null,
  menu: null,
  graveyardOf: null,
  drag: null,
  highlight: null,
  dialog: null,
  extraDeckOf: null,
  picker: null,
  browseExtraDeck: (extraDeckOf) => set({ extraDeckOf }),
  openPicker: (picker) => set({ picker, highlight: null }),
  inspect: (inspected) => {
    if (get().inspected !== inspected) set({ inspected });
  },
  openMenu: (menu) => set({ menu }),
  closeMenu: () => set({ menu: null }),
  browseGraveyard: (graveyardOf) => set({ graveyardOf }),
  setDrag: (drag) => set({ drag }),
  setDragOver: (over) => {
    const drag = get().drag;
    if (drag && drag.over !== over) set({ drag: { ...drag, over } });
  },
  setHighlight: (highlight) => set({ highlight }),
  openDialog: (dialog) => set({ dialog }),
  reset: () => set({ inspected: null, menu: null, graveyardOf: null, drag: null, highlight: null, dialog: null, extraDeckOf: null, picker: null }),
}));
