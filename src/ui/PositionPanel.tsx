import { useDuelStore, type Mode } from '../store/duelStore';
import { useMatchStore } from '../store/matchStore';
import { linkedPosition } from '../store/position';
import { PHASE_NAMES, playerName } from './labels';
import { MessageDetail } from './MessageDetail';

/**
 * The start screen's "Start from a position" offer, shown only when the page's address carries a
 * position (`?scenario=`, see src/store/position.ts): where it starts, and a button per mode. A
 * position the engine refuses is reported here with its reason and cannot be started.
 */
export function PositionPanel() {
  if (linkedPosition === null) return null;
  if ('error' in linkedPosition) {
    return (
      <section className="position-panel bad" aria-label="Start from a position">
        <h2 className="position-title">Start from a position</h2>
        <div className="start-error" role="alert">
          <p>{linkedPosition.error}</p>
          <MessageDetail detail={linkedPosition.detail} />
        </div>
      </section>
    );
  }
  const { scenario, turn, turnPlayer, phase } = linkedPosition.position;
  const start = (mode: Mode) => {
    useMatchStore.getState().leave();
    useDuelStore.getState().startDuel(mode, { scenario });
  };
  return (
    <section className="position-panel" aria-label="Start from a position">
      <h2 className="position-title">Start from a position</h2>
      <p className="position-where">
        This link sets up a duel in progress: Turn {turn}, {playerName(turnPlayer)}’s {PHASE_NAMES[phase]}. Against the computer you are
        Player 1.
      </p>
      <div className="start-buttons position-buttons">
        <button type="button" className="btn btn-primary" onClick={() => start('computer')}>
          Play this position vs the computer
        </button>
        <button type="button" className="btn" onClick={() => start('hotseat')}>
          Play this position hotseat
        </button>
      </div>
    </section>
  );
}
