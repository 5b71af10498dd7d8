import { FORMATS } from '../../decks';
import { formatOf } from '../../engine';
import { useDuelStore } from '../../store/duelStore';

/** The running duel's format, said on the mat (a duel from before formats is Advanced). */
export function FormatBadge() {
  const format = useDuelStore((s) => (s.duel ? formatOf(s.duel) : null));
  if (!format) return null;
  return <p className="duel-format">Format: {FORMATS[format].name}</p>;
}
