import { useEffect, useRef, useState, type ReactNode } from 'react';
import { downloadText } from './download';
import { replayFileName } from '../store/replay';
import { useReplayStore } from '../store/replayStore';
import { useDuelStore } from '../store/duelStore';
import { useSettingsStore } from '../store/settingsStore';
import { useUiStore, type Dialog } from '../store/uiStore';
import { OtherCard } from './CardView';
import { useMat } from './matSource';
import { playerName } from './labels';
import { play } from './sound';

/** Browse a whole Graveyard (public knowledge for both players), oldest first. */
export function GraveyardDialog() {
  const owner = useUiStore((s) => s.graveyardOf);
  const viewer = useMat((s) => s.viewer);
  const pile = useMat((s) => (owner === null ? null : (s.view?.players[owner].graveyard ?? null)));
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (owner !== null) closeRef.current?.focus();
  }, [owner]);
  if (owner === null || pile === null) return null;
  const close = () => useUiStore.getState().browseGraveyard(null);
  const whose = owner === viewer ? 'you' : 'opponent';
  return (
    <div className="dialog-backdrop" onPointerDown={(e) => e.target === e.currentTarget && close()}>
      <div
        className="dialog gy-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={`Graveyard list (${whose})`}
        onKeyDown={(e) => e.key === 'Escape' && close()}
      >
        <header className="dialog-head">
          <h2>
            {owner === viewer ? 'Your' : 'Opponent’s'} Graveyard · {pile.length} card{pile.length === 1 ? '' : 's'}
          </h2>
          <button ref={closeRef} type="button" className="btn" onClick={close}>
            Close
          </button>
        </header>
        {pile.length === 0 ? (
          <p className="gy-empty">The Graveyard is empty.</p>
        ) : (
          <ol className="gy-list" tabIndex={0} aria-label="Cards, oldest first">
            {pile.map((c) => (
              <li key={c.id}>
                <OtherCard card={c} size="hand" />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/** Who won and why, with Rematch and Back to start. */
export function EndDialog() {
  const winner = useDuelStore((s) => s.view?.winner ?? null);
  const reason = useDuelStore((s) => s.view?.winReason ?? null);
  const viewer = useDuelStore((s) => s.viewer);
  const mode = useDuelStore((s) => s.mode);
  const rematch = useDuelStore((s) => s.rematch);
  const backToStart = useDuelStore((s) => s.backToStart);
  const duelId = useDuelStore((s) => s.duelId);
  const btnRef = useRef<HTMLButtonElement>(null);
  // Closed to look at the board and the log; a button brings the result back. A new duel shows it again.
  const [closedFor, setClosedFor] = useState<number | null>(null);
  const closed = closedFor === duelId;
  useEffect(() => {
    if (winner !== null && !closed) btnRef.current?.focus();
  }, [winner, closed]);
  if (winner === null) return null;
  if (closed) {
    return (
      <button type="button" className="btn btn-primary end-reopen" onClick={() => setClosedFor(null)}>
        Show the result
      </button>
    );
  }
  const title =
    winner === 'draw'
      ? 'The duel is a draw'
      : mode === 'hotseat'
        ? `${playerName(winner)} wins!`
        : winner === viewer
          ? 'You win!'
          : 'You lose';
  const tone = winner === 'draw' ? 'draw' : mode === 'hotseat' || winner === viewer ? 'win' : 'lose';
  return (
    <div className="dialog-backdrop end-backdrop">
      <div
        className={`dialog end-dialog ${tone}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="end-title"
        aria-describedby="end-reason"
        onKeyDown={(e) => e.key === 'Escape' && setClosedFor(duelId)}
      >
        <h2 id="end-title">{title}</h2>
        <p id="end-reason">{reason ?? ''}</p>
        <div className="end-buttons">
          <button ref={btnRef} type="button" className="btn btn-primary" onClick={rematch}>
            Rematch
          </button>
          <button type="button" className="btn" onClick={backToStart}>
            Back to start
          </button>
          <button type="button" className="btn btn-quiet" onClick={() => setClosedFor(duelId)}>
            Look at the board
          </button>
        </div>
        <ReplayButtons />
      </div>
    </div>
  );
}

/** Keeps Tab inside a dialog, closes it on Escape, and gives focus back to where it was. */
function useDialogFocus(open: boolean, close: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.querySelector<HTMLElement>('input:checked, button, input, select, [tabindex="0"]')?.focus();
    return () => {
      if (back?.isConnected) back.focus({ preventScroll: true });
    };
  }, [open]);
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>('button, input, select, [tabindex="0"]')).filter((el) => !el.hasAttribute('disabled'));
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return { ref, onKeyDown };
}

/**
 * A dialog of the mat opened from the toolbar or a shortcut (uiStore `dialog`): a backdrop that
 * closes it when clicked, a heading that names it, a Close button, and useDialogFocus.
 */
function MatDialog({ which, title, className, children }: { which: NonNullable<Dialog>; title: string; className: string; children: ReactNode }) {
  const open = useUiStore((s) => s.dialog === which);
  const close = () => useUiStore.getState().openDialog(null);
  const { ref, onKeyDown } = useDialogFocus(open, close);
  const titleId = `${which}-title`;
  if (!open) return null;
  return (
    <div className="dialog-backdrop" onPointerDown={(e) => e.target === e.currentTarget && close()}>
      <div ref={ref} className={`dialog ${className}`} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <header className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="btn" onClick={close}>
            Close
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}

/** Chain prompts, animation speed, the computer's pace and sound; remembered in localStorage (settingsStore). */
export function SettingsDialog() {
  const s = useSettingsStore();
  return (
    <MatDialog which="settings" title="Settings" className="settings-dialog">
      <fieldset className="setting">
        <legend>Chain prompts</legend>
        <p className="setting-help">When you may respond to a card or at the end of a phase, should the game stop and ask? In every mode, “Respond” (or holding R) stops at your next chance. In hotseat, Auto hands you the device at every Summon, attack or activation of the other player while you hold a card in hand or a Set card, whatever those cards are, so that the handover gives nothing away.</p>
        {(
          [
            ['auto', 'Auto', 'ask when one of your cards can answer what just happened (a Summon, an attack, a card activated) or its own time has come; not at a bare change of phase'],
            ['always', 'Always', 'ask at every chance to respond'],
            ['never', 'Never', 'pass for me'],
          ] as const
        ).map(([value, label, help]) => (
          <label key={value} className="radio">
            <input type="radio" name="chain-prompts" value={value} checked={s.chainPrompts === value} onChange={() => s.setChainPrompts(value)} />
            <span>
              <b>{label}</b> — {help}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="setting">
        <legend>Who goes first</legend>
        {(
          [
            ['toss', 'Coin toss', 'the winner chooses to go first or second (the computer goes first when it wins)'],
            ['choose', 'I choose', 'no toss: you (Player 1 in hotseat) choose'],
          ] as const
        ).map(([value, label, help]) => (
          <label key={value} className="radio">
            <input type="radio" name="first-turn" value={value} checked={s.firstTurn === value} onChange={() => s.setFirstTurn(value)} />
            <span>
              <b>{label}</b> — {help}
            </span>
          </label>
        ))}
        <p className="setting-help">For the next single duel or hotseat game; a Match always tosses a coin.</p>
      </fieldset>
      <fieldset className="setting">
        <legend>Animations</legend>
        <label className="check">
          <input type="checkbox" checked={s.animations === 'fast'} onChange={(e) => s.setAnimations(e.target.checked ? 'fast' : 'normal')} />
          <span>Fast animations</span>
        </label>
        <p className="setting-help">If your system asks for reduced motion, the mat does not animate at all.</p>
      </fieldset>
      <fieldset className="setting">
        <legend>Computer</legend>
        <label className="check">
          <input type="checkbox" checked={s.fastComputer} onChange={(e) => s.setFastComputer(e.target.checked)} />
          <span>Fast computer</span>
        </label>
        <p className="setting-help">The computer’s moves follow one another at once instead of at a pace you can follow.</p>
      </fieldset>
      <fieldset className="setting">
        <legend>Sound</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={s.sound}
            onChange={(e) => {
              s.setSound(e.target.checked);
              if (e.target.checked) play('summon');
            }}
          />
          <span>Sound effects</span>
        </label>
      </fieldset>
    </MatDialog>
  );
}

/** Every keyboard shortcut of the mat; the same list drives the handler in DuelScreen. */
export const SHORTCUTS: readonly (readonly [keys: string, what: string])[] = [
  ['Tab, Shift+Tab', 'Move between the cards, piles, buttons and panels'],
  ['Arrow keys', 'Move to the next card or zone in that direction (within your hand and along the rows of the field)'],
  ['Enter or Space', 'Open the actions of the focused card, or of an empty Monster Zone of yours'],
  ['D', 'Pick up the focused card to drag it: the arrow keys jump between the places that accept it, Enter drops it, Escape puts it back'],
  ['N', 'Go on to the next phase'],
  ['B', 'Enter the Battle Phase'],
  ['E', 'End your turn'],
  ['P', 'Pass (when you may respond)'],
  ['R', 'Hold to stop at your next chance to respond, whatever the chain prompt setting'],
  ['H', 'Go to your hand'],
  ['F', 'Go to your side of the field'],
  ['O', 'Go to your opponent’s side of the field'],
  ['L', 'Go to the duel log'],
  ['S', 'Settings'],
  ['?', 'This list'],
  ['Escape', 'Close a menu or dialog; cancel an activation while you choose its costs or targets'],
];

export function KeyboardDialog() {
  return (
    <MatDialog which="keyboard" title="Keyboard" className="keys-dialog">
      <p className="setting-help">Everything on the mat works without a mouse. A screen reader hears each action as it happens and what you are asked.</p>
      <table className="keys-table">
        <tbody>
          {SHORTCUTS.map(([keys, what]) => (
            <tr key={keys}>
              <th scope="row">
                {keys.split(/(, | or )/).map((k, i) => (k === ', ' || k === ' or ' ? <span key={i}>{k}</span> : <kbd key={i}>{k}</kbd>))}
              </th>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </MatDialog>
  );
}

/** "Save replay" (kept in this browser) and "Export replay" (a JSON file) for the finished duel. */
function ReplayButtons() {
  const notice = useReplayStore((s) => s.notice);
  const replayOf = useDuelStore((s) => s.replayOf);
  const title = (): string => new Date().toISOString().slice(0, 16).replace('T', ' ');
  return (
    <div className="end-buttons end-replay">
      <button
        type="button"
        className="btn"
        onClick={() => {
          const r = replayOf();
          if (r) useReplayStore.getState().save(r, `${r.names[0]} vs ${r.names[1]}, ${title()}`);
        }}
      >
        Save replay
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => {
          const r = replayOf();
          if (r) downloadText(JSON.stringify(r), replayFileName(r, title().replace(':', '-')), 'application/json');
        }}
      >
        Export replay
      </button>
      {notice && <p role={notice.tone === 'error' ? 'alert' : 'status'}>{notice.text}</p>}
    </div>
  );
}
