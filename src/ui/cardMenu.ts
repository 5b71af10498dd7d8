import type { Action, CardId } from '../engine';
import { useDuelStore } from '../store/duelStore';
import { useUiStore } from '../store/uiStore';

/** Opens the action menu listing the given actions (worded by describeAction) next to an element. */
export function openMenuFor(title: string, actions: readonly Action[], anchorEl: HTMLElement | null, rect?: DOMRect | { left: number; top: number; width: number; height: number }) {
  const { describe } = useDuelStore.getState();
  const box = rect ?? anchorEl?.getBoundingClientRect() ?? { left: 400, top: 300, width: 0, height: 0 };
  useUiStore.getState().openMenu({
    title,
    items: actions.map((action) => ({ label: describe(action), action })),
    anchor: { x: box.left, y: box.top, w: box.width, h: box.height },
    returnFocus: anchorEl,
  });
}

/** The menu of one card: every legal action it takes, plus attacks declared on it. */
export function openCardMenu(card: CardId, title: string, anchorEl: HTMLElement | null) {
  const { interaction } = useDuelStore.getState();
  const actions = [...(interaction.byCard.get(card) ?? []), ...(interaction.attacksOn.get(card) ?? [])];
  openMenuFor(title, actions, anchorEl);
}
