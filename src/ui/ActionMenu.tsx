import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { Action } from '../engine';
import { useUiStore } from '../store/uiStore';
import { dispatchFromMat } from './cardMenu';

/**
 * Where focus goes after a menu choice: back to the card or zone it was opened from, or, when that
 * card has moved (a Summon from the hand), to the card of that name on the viewer's field, else the
 * hand. Nothing happens if the user has already moved focus somewhere.
 */
function refocus(back: HTMLElement | null, name: string) {
  if (document.activeElement && document.activeElement !== document.body) return;
  if (back?.isConnected) {
    back.focus({ preventScroll: true });
    return;
  }
  const target =
    document.querySelector<HTMLElement>(`.half-me [data-nav][aria-label="${CSS.escape(name)}"]`) ??
    document.querySelector<HTMLElement>('.hand-me [data-nav]') ??
    document.querySelector<HTMLElement>('.half-me [data-nav]');
  target?.focus({ preventScroll: true });
}

/**
 * The action menu of a card (or of a drop with several choices): exactly the legal actions, worded
 * by describeAction. Arrow keys move, Enter chooses, Escape or a click outside closes it.
 */
export function ActionMenu() {
  const menu = useUiStore((s) => s.menu);
  const ref = useRef<HTMLDivElement>(null);
  const pressed = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !menu) return;
    const { x, y, w, h } = menu.anchor;
    const mw = el.offsetWidth;
    const mh = el.offsetHeight;
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    let left = x + w + 8;
    if (left + mw > vw - 8) left = x - mw - 8;
    if (left < 8) left = Math.min(Math.max(8, x), vw - mw - 8);
    let top = y + h / 2 - mh / 2;
    top = Math.max(8, Math.min(top, vh - mh - 8));
    el.style.left = `${left}px`;
    el.style.top = `${top}px`;
    el.style.visibility = 'visible';
  }, [menu]);

  // The menu takes focus once, as it opens. (It used to take focus back for half a second, from
  // dnd-kit's focus restore after a keyboard drop; the mat turns that restore off, and the retries
  // moved focus away from an item the player had already arrowed to.)
  useEffect(() => {
    if (!menu) return;
    const box = ref.current;
    if (!box || box.contains(document.activeElement)) return;
    box.querySelector<HTMLElement>('[role="menuitem"], .menu-cancel')?.focus();
  }, [menu]);

  if (!menu) return null;

  const close = (restoreFocus = true) => {
    const target = menu.returnFocus;
    useUiStore.getState().closeMenu();
    if (restoreFocus && target && target.isConnected) target.focus({ preventScroll: true });
  };

  const choose = (action: Action) => {
    const back = menu.returnFocus;
    const title = menu.title;
    // Let go of focus before the menu goes, so removing it does not make the browser lay out the
    // page in the middle of the action; focus comes back after the next paint.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    close(false);
    dispatchFromMat(action);
    requestAnimationFrame(() => setTimeout(() => refocus(back, title), 0));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if ((e.key === 'Enter' || e.key === ' ') && i >= 0 && menu.items[i]) {
      // Chosen here rather than through the button's synthetic click: right after a pointer drop,
      // dnd-kit swallows clicks for a moment, which would eat a quick Enter.
      e.preventDefault();
      choose(menu.items[i].action);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (items.length === 0) return;
      const next = e.key === 'ArrowDown' ? (i + 1) % items.length : (i - 1 + items.length) % items.length;
      items[next]?.focus();
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    <>
      <div className="menu-backdrop" onPointerDown={() => close()} aria-hidden="true" />
      <div ref={ref} className="action-menu" onKeyDown={onKeyDown} style={{ visibility: 'hidden' }}>
        <div className="menu-title" aria-hidden="true">
          {menu.title}
        </div>
        {menu.items.length === 0 ? (
          <p className="menu-empty">{menu.emptyText ?? 'Nothing you can do with this card right now.'}</p>
        ) : (
          <div role="menu" aria-label={`${menu.title}: actions`} className="menu-items">
            {menu.items.map((item, i) => (
              <button
                key={i}
                type="button"
                role="menuitem"
                className="menu-item"
                onPointerDown={() => (pressed.current = i)}
                onPointerUp={(e) => {
                  // Chosen on release: right after a drop, dnd-kit swallows the next click for a moment
                  // (longer on a busy phone), which would eat a quick tap.
                  if (pressed.current === i && e.button === 0) {
                    swallowClickAfterRelease();
                    choose(item.action);
                  }
                  pressed.current = null;
                }}
                onClick={() => choose(item.action)}
              >
                {item.label}
              </button>
            ))}
          </div>
        )}
        <button type="button" className="menu-cancel" onClick={() => close()}>
          Cancel
        </button>
      </div>
    </>
  );
}

/**
 * The menu is gone once an item is chosen on release, so the click that follows the release lands
 * on whatever was under it: on a phone, the hand card under the finger, which opened its own menu.
 * That click (and only it: the next press of a pointer or a key ends the guard) is stopped before it
 * reaches the mat.
 */
function swallowClickAfterRelease(): void {
  const stop = (e: Event) => {
    e.stopPropagation();
    e.preventDefault();
    done();
  };
  const done = () => {
    window.removeEventListener('click', stop, true);
    window.removeEventListener('pointerdown', done, true);
    window.removeEventListener('keydown', done, true);
  };
  window.addEventListener('click', stop, true);
  window.addEventListener('pointerdown', done, true);
  window.addEventListener('keydown', done, true);
}
