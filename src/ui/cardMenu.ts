import type { Action, CardId } from '../engine';
import { useDuelStore } from '../store/duelStore';
import { useUiStore } from '../store/uiStore';
import { play } from './sound';

/** Opens the action menu listing the given actions (worded by describeAction) next to an element. */
export function openMenuFor(
  title: string,
  actions: readonly Action[],
  anchorEl: HTMLElement | null,
  rect?: DOMRect | { left: number; top: number; width: number; height: number },
  emptyText?: string,
) {
  const { describe } = useDuelStore.getState();
  const box = rect ?? anchorEl?.getBoundingClientRect() ?? { left: 400, top: 300, width: 0, height: 0 };
  useUiStore.getState().openMenu({
    title,
    items: actions.map((action) => ({ label: describe(action), action })),
    anchor: { x: box.left, y: box.top, w: box.width, h: box.height },
    returnFocus: anchorEl,
    ...(emptyText !== undefined && { emptyText }),
  });
}

/** The menu of one card: every legal action it takes, plus attacks declared on it. */
export function openCardMenu(card: CardId, title: string, anchorEl: HTMLElement | null) {
  const { interaction } = useDuelStore.getState();
  const actions = [...(interaction.byCard.get(card) ?? []), ...(interaction.attacksOn.get(card) ?? [])];
  // A lit card that is the answer to the open "choose a card" prompt is chosen in one click.
  const only = actions.length === 1 ? actions[0]! : null;
  if (only && only.type === 'select') {
    dispatchFromMat(only);
    return;
  }
  openMenuFor(title, actions, anchorEl);
}

/** Sends an action chosen on the mat; a refused one plays the error tone (the reason is shown by the store). */
export function dispatchFromMat(action: Action) {
  const store = useDuelStore.getState();
  // An action chosen from a card in the Graveyard list (an effect activated from the Graveyard): the
  // list closes, so what follows (a prompt, the Chain) is on the mat.
  if (useUiStore.getState().graveyardOf !== null) useUiStore.getState().browseGraveyard(null);
  store.dispatch(action);
  if (useDuelStore.getState().error) play('error');
}
