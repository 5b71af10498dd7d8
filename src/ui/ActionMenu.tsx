import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { Action } from '../engine';
import { useDuelStore } from '../store/duelStore';
import { useUiStore } from '../store/uiStore';

/**
 * The action menu of a card (or of a drop with several choices): exactly the legal actions, worded
 * by describeAction. Arrow keys move, Enter chooses, Escape or a click outside closes it.
 */
export function ActionMenu() {
  const menu = useUiStore((s) => s.menu);
  const ref = useRef<HTMLDivElement>(null);

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

  useEffect(() => {
    if (!menu) return;
    // After a keyboard drop dnd-kit gives focus back to the dragged card on the next frame; take it after that.
    const focusFirst = () => {
      const first = ref.current?.querySelector<HTMLElement>('[role="menuitem"], .menu-cancel');
      first?.focus();
    };
    focusFirst();
    let raf2 = 0;
    const raf1 = requestAnimationFrame(() => {
      raf2 = requestAnimationFrame(focusFirst);
    });
    return () => {
      cancelAnimationFrame(raf1);
      cancelAnimationFrame(raf2);
    };
  }, [menu]);

  if (!menu) return null;

  const close = (restoreFocus = true) => {
    const target = menu.returnFocus;
    useUiStore.getState().closeMenu();
    if (restoreFocus && target && target.isConnected) target.focus({ preventScroll: true });
  };

  const choose = (action: Action) => {
    close(false);
    useDuelStore.getState().dispatch(action);
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
      <div ref={ref} className="action-menu" role="menu" aria-label="Card actions" tabIndex={-1} onKeyDown={onKeyDown} style={{ visibility: 'hidden' }}>
        <div className="menu-title" aria-hidden="true">
          {menu.title}
        </div>
        {menu.items.length === 0 ? (
          <p className="menu-empty">Nothing you can do with this card right now.</p>
        ) : (
          menu.items.map((item, i) => (
            <button
              key={i}
              type="button"
              role="menuitem"
              className="menu-item"
              onClick={() => choose(item.action)}
            >
              {item.label}
            </button>
          ))
        )}
        <button type="button" className="menu-cancel" onClick={() => close()}>
          Cancel
        </button>
      </div>
    </>
  );
}
