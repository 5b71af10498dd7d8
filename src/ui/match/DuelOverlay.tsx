import { useState } from 'react';
import { FlagIcon } from '../icons';
import { duelNumber } from '../../decks';
import { useDuelStore } from '../../store/duelStore';
import { useMatchStore } from '../../store/matchStore';
import { ConfirmDialog } from '../decks/ConfirmDialog';
import { Scoreboard } from './Scoreboard';
import './match.css';

/**
 * Drawn over the mat (from App, outside the mat's components): the Match score while a Match's
 * Duel is played, and Surrender, which asks first and then ends the Duel as a loss.
 */
export function DuelOverlay() {
  const match = useMatchStore((s) => (s.playing ? s.match : null));
  const mode = useMatchStore((s) => s.mode);
  const over = useDuelStore((s) => s.view?.winner != null);
  const surrender = useDuelStore((s) => s.surrender);
  const [asking, setAsking] = useState(false);
  return (
    <>
      {match && (
        <aside className="mt-overlay mt-badge" aria-label="Match score">
          <span className="mt-badge-title">Match · Duel {duelNumber(match)}</span>
          <Scoreboard match={match} mode={mode} />
        </aside>
      )}
      {!over && (
        <div className="mt-surrender-dock">
          <button type="button" className="btn mt-surrender" onClick={() => setAsking(true)}>
            <FlagIcon /> Surrender
          </button>
        </div>
      )}
      {asking && !over && (
        <ConfirmDialog
          title={match ? 'Surrender this Duel?' : 'Surrender this duel?'}
          onCancel={() => setAsking(false)}
          cancelLabel="Keep playing"
          choices={[
            {
              label: 'Surrender',
              tone: 'danger',
              onChoose: () => {
                setAsking(false);
                surrender();
              },
            },
          ]}
        >
          <p>{match ? 'You lose this Duel of the Match; the Match goes on.' : 'The duel ends now and counts as a loss.'}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
