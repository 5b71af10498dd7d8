import { memo } from 'react';
import { useDuelStore } from '../store/duelStore';
import { playerName } from './labels';

/** Whose move it is, in a sentence. */
export const StatusLine = memo(function StatusLine() {
  const text = useDuelStore((s) => {
    const v = s.view;
    if (!v) return '';
    if (v.winner !== null) return 'The duel is over';
    if (s.thinking) return 'Opponent is thinking…';
    const mine = v.deciding === s.viewer;
    const who = s.mode === 'hotseat' ? ` (${playerName(s.viewer)})` : '';
    if (mine) {
      if (v.prompt) return `Your move${who}: ${v.prompt.reason}`;
      return `Your move${who}`;
    }
    return 'Opponent’s move';
  });
  const thinking = useDuelStore((s) => s.thinking);
  return (
    <p className={`status-line${thinking ? ' thinking' : ''}`} role="status">
      {thinking && <span className="spinner" aria-hidden="true" />}
      {text}
    </p>
  );
});
