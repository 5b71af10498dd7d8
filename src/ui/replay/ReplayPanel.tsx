import { useRef } from 'react';
import { useReplayStore } from '../../store/replayStore';
import { MessageDetail } from '../MessageDetail';
import { FILE_LIMITS, readImportedFile } from '../../store/importFile';


/** The start screen's replays: open a replay file, or watch one saved in this browser. */
export function ReplayPanel() {
  const saved = useReplayStore((s) => s.saved);
  const notice = useReplayStore((s) => s.notice);
  const opened = useReplayStore((s) => s.opened);
  const fileRef = useRef<HTMLInputElement>(null);
  const { open, remove } = useReplayStore.getState();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readImportedFile(file, FILE_LIMITS.replay, 'a replay file');
    if (!read.ok) useReplayStore.setState({ notice: { tone: 'error', text: `Could not open ${file.name}: ${read.error}. Nothing was changed.`, technical: read.detail } });
    else open(read.text, file.name);
    if (fileRef.current) fileRef.current.value = '';
  };
  return (
    <section className="replay-panel" aria-label="Replays">
      <h2>Replays</h2>
      <label className="replay-file">
        Open a replay file <input ref={fileRef} type="file" accept=".json,application/json" onChange={(e) => void onFile(e.target.files?.[0])} />
      </label>
      {saved.length > 0 && (
        <ul aria-label="Saved replays">
          {saved.map((r) => (
            <li key={r.id}>
              <button type="button" className="btn-link" onClick={() => open(r.text, `the saved replay “${r.title}”`)}>
                Watch {r.title}
              </button>{' '}
              <button type="button" className="btn-link" aria-label={`Delete the replay ${r.title}`} onClick={() => remove(r.id)}>
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {notice && !opened && (
        <div className="start-error" role={notice.tone === 'error' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
          <MessageDetail detail={notice.technical} />
        </div>
      )}
    </section>
  );
}
