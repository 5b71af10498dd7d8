import { useId, useState } from 'react';
import { SET_ASIDE_NAMES, setAsideFileName, useSetAsideStore, type SetAsideItem } from '../store/setAside';
import { downloadText } from './download';

/** The accessible name of the notice (the e2e tests find it by it). */
export const SET_ASIDE_TITLE = 'Saved data set aside';

/**
 * Saved data that could not be read and was set aside (src/store/setAside.ts): what, why, and a
 * download of each copy exactly as it was stored. Delete (after a second click) removes a copy for
 * good; Dismiss only hides the notice until the next visit. On the start screen and a Match's screen.
 */
export function SetAsideNotice() {
  const items = useSetAsideStore((s) => s.items);
  const dismissed = useSetAsideStore((s) => s.dismissed);
  const id = useId();
  if (items.length === 0 || dismissed) return null;
  return (
    <section className="set-aside" role="alert" aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`}>{SET_ASIDE_TITLE}</h2>
      <p className="set-aside-lead">
        {items.length === 1 ? 'Something' : 'Some things'} saved in this browser could not be read, so {items.length === 1 ? 'it was' : 'they were'} put aside instead of lost.
        Download a copy to keep it or to report the problem.
      </p>
      <ul>
        {items.map((item) => (
          <Item key={item.id} item={item} label={labelOf(item, items)} />
        ))}
      </ul>
      <button type="button" className="btn btn-quiet" onClick={() => useSetAsideStore.getState().dismiss()}>
        Dismiss
      </button>
    </section>
  );
}

/** "saved duel", or "saved duel 2" when several of one kind are listed. */
function labelOf(item: SetAsideItem, items: readonly SetAsideItem[]): string {
  const same = items.filter((i) => i.kind === item.kind);
  const name = SET_ASIDE_NAMES[item.kind];
  return same.length > 1 ? `${name} ${same.indexOf(item) + 1}` : name;
}

function Item({ item, label }: { item: SetAsideItem; label: string }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li>
      <p>{item.reason}</p>
      <div className="set-aside-buttons">
        <button type="button" className="btn" aria-label={`Download the set-aside ${label}`} onClick={() => downloadText(item.text, setAsideFileName(item))}>
          Download
        </button>
        {confirming ? (
          <>
            <button type="button" className="btn set-aside-delete" aria-label={`Delete the set-aside ${label} for good`} onClick={() => useSetAsideStore.getState().discard(item.id)}>
              Delete for good
            </button>
            <button type="button" className="btn btn-quiet" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-quiet" aria-label={`Delete the set-aside ${label}`} onClick={() => setConfirming(true)}>
            Delete…
          </button>
        )}
      </div>
    </li>
  );
}
