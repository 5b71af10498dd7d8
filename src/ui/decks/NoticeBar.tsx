import { leftOutInWords } from '../../decks';
import { useDeckStore } from '../../store/deckStore';
import { namer, useCardNames } from '../cardNames';
import { MessageDetail } from '../MessageDetail';

/**
 * The deck store's last message (saved, imported, refused...), with its details and a close button.
 * Cards an import left out are listed in full, by name from the card database once it has loaded.
 */
export function NoticeBar() {
  const notice = useDeckStore((s) => s.notice);
  const say = useDeckStore((s) => s.say);
  const names = useCardNames((notice?.leftOut?.length ?? 0) > 0);
  if (!notice) return null;
  const details = [...(notice.leftOut ? leftOutInWords(notice.leftOut, namer(names)) : []), ...(notice.details ?? [])];
  return (
    <div className={`db-notice ${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <div>
        <p>{notice.text}</p>
        {details.map((d) => (
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
