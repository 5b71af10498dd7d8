import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './decks.css';

export interface ConfirmChoice {
  readonly label: string;
  readonly onChoose: () => void;
  readonly tone?: 'primary' | 'danger' | 'plain';
}

/**
 * A small modal question ("Surrender this Duel?", "Save changes?"). Focus starts on the first
 * choice, Tab stays inside, Escape is `onCancel`.
 */
export function ConfirmDialog({
  title,
  children,
  choices,
  onCancel,
  cancelLabel = 'Cancel',
}: {
  title: string;
  children?: ReactNode;
  choices: readonly ConfirmChoice[];
  onCancel: () => void;
  cancelLabel?: string;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.querySelector<HTMLButtonElement>('button')?.focus();
    return () => previous?.focus();
  }, []);
  // Escape cancels wherever focus is (a modal question is the only thing to answer): had it been
  // heard on the dialog only, an Escape pressed before focus arrived was lost.
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  useEffect(() => {
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      cancel.current();
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !box.current) return;
    const buttons = [...box.current.querySelectorAll<HTMLButtonElement>('button')];
    const first = buttons[0];
    const last = buttons.at(-1);
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="dk-backdrop" onPointerDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div
        ref={box}
        className="dk-dialog dk-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-t`}
        aria-describedby={children ? `${id}-d` : undefined}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-t`}>{title}</h2>
        {children && (
          <div id={`${id}-d`} className="dk-confirm-body">
            {children}
          </div>
        )}
        <div className="dk-confirm-buttons">
          {choices.map((c) => (
            <button
              key={c.label}
              type="button"
              className={`btn${c.tone === 'primary' ? ' btn-primary' : c.tone === 'danger' ? ' dk-btn-danger' : ''}`}
              onClick={c.onChoose}
            >
              {c.label}
            </button>
          ))}
          <button type="button" className="btn btn-quiet" onClick={onCancel}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
