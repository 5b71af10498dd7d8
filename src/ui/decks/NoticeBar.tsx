import { useDeckStore } from '../../store/deckStore';
import { MessageDetail } from '../MessageDetail';

/** The deck store's last message (saved, imported, refused...), with its details and a close button. */
export function NoticeBar() {
  const notice = useDeckStore((s) => s.notice);
  const say = useDeckStore((s) => s.say);
  if (!notice) return null;
  return (
    <div className={`db-notice ${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <div>
        <p>{notice.text}</p>
        {notice.details?.map((d) => (
          <p key={d} className="db-notice-detail">
            {d}
          </p>
        ))}
        <MessageDetail detail={notice.technical} />
      </div>
      <button type="button" className="btn-link" aria-label="Dismiss message" onClick={() => say(null)}>
        ✕
      </button>
    </div>
  );
}
