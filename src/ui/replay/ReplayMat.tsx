import { useMemo, type ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';
import type { Duel, Player } from '../../engine';
import type { Mode } from '../../store/duelStore';
import { NO_INTERACTION } from '../../store/interaction';
import { replayView } from '../../store/replay';
import { HalfField } from '../Field';
import { MyHand, OpponentHand } from '../Hand';
import { LifePoints } from '../LifePoints';
import { MatSource, type MatState } from '../matSource';
import { PhaseTrack } from '../PhaseBar';

/**
 * A replay's position as the mat's pieces read it: `viewer`'s view of `duel` (both sides as their
 * owners saw them with `bothHands`), with nothing to do on it. Everything under it (the mat, the
 * card details, the Chain, the Graveyard and Extra Deck lists) shows that position.
 */
export function ReplayMatSource({ duel, viewer, bothHands, mode, children }: { duel: Duel; viewer: Player; bothHands: boolean; mode: Mode; children: ReactNode }) {
  const store = useMemo(() => {
    const state: MatState = { view: replayView(duel, viewer, bothHands), viewer, interaction: NO_INTERACTION, mode, replay: true };
    return createStore<MatState>()(() => state);
  }, [duel, viewer, bothHands, mode]);
  return <MatSource value={store}>{children}</MatSource>;
}

/** The game mat of a replay: the same zones, hands and Life Points as a duel's, laid out the same way. */
export function ReplayTable({ caption }: { caption: ReactNode }) {
  return (
    <section className="table replay-table" aria-label="Game mat">
      <div className="player-bar bar-opp">
        <LifePoints side="opp" />
        <OpponentHand />
      </div>
      <HalfField side="opp" />
      <div className="midline">
        <div className="phase-bar replay-phase">
          <PhaseTrack />
          <span className="replay-caption">{caption}</span>
        </div>
      </div>
      <HalfField side="me" />
      <div className="player-bar bar-me">
        <LifePoints side="me" />
        <MyHand />
      </div>
    </section>
  );
}
