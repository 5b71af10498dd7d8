import { memo } from 'react';
import { BATTLE_STEPS, PHASES, type Phase } from '../engine';
import { useDuelStore } from '../store/duelStore';
import { PHASE_NAMES, STEP_NAMES } from './labels';
import { dispatchFromMat } from './cardMenu';
import { useMat } from './matSource';
import { StatusLine } from './StatusLine';

/** The game's own short forms, used for the phases that are not current. */
const PHASE_ABBR: Record<Phase, string> = { draw: 'DP', standby: 'SP', main1: 'M1', battle: 'BP', main2: 'M2', end: 'EP' };

const SHORTCUT: Partial<Record<Phase, string>> = { battle: 'B', end: 'E' };

const BUTTON_TEXT: Partial<Record<Phase, string>> = {
  battle: 'Enter Battle Phase',
  main2: 'Enter Main Phase 2',
  end: 'End Turn',
};

/**
 * The turn's phases with the current one spelled out (and, in the Battle Phase, its steps), whose
 * move it is, and next-phase buttons built only from the legal `nextPhase` actions.
 */
export const PhaseBar = memo(function PhaseBar() {
  const phase = useDuelStore((s) => s.view?.phase ?? null);
  const mine = useDuelStore((s) => s.view !== null && s.view.turnPlayer === s.viewer);
  const phases = useDuelStore((s) => s.interaction.phases);
  const pass = useDuelStore((s) => s.interaction.pass);
  const describe = useDuelStore((s) => s.describe);
  const claimed = useDuelStore((s) => s.claimBy !== null && s.claimBy === s.viewer);
  // No claim to make while the duel is over or the player is being asked anyway.
  const noClaim = useDuelStore((s) => s.view?.winner != null || s.view?.prompt != null);
  if (!phase) return null;
  return (
    <div className={`phase-bar${mine ? ' mine' : ' theirs'}`}>
      <PhaseTrack />
      <StatusLine />
      <div className="phase-actions">
        {phases.map((a) => (
          <button key={a.to} type="button" className={`btn phase-btn to-${a.to}`} title={describe(a)} aria-keyshortcuts={SHORTCUT[a.to]} onClick={() => dispatchFromMat(a)}>
            {BUTTON_TEXT[a.to] ?? describe(a)}
          </button>
        ))}
        {pass && (
          <button type="button" className="btn phase-btn" aria-keyshortcuts="P" onClick={() => dispatchFromMat(pass)}>
            Pass
          </button>
        )}
        {!pass && !noClaim && (
          <button
            type="button"
            className={`btn phase-btn respond-btn${claimed ? ' on' : ''}`}
            aria-pressed={claimed}
            title="Stop at your next chance to respond, whatever the chain prompt setting (or hold R)"
            onClick={() => useDuelStore.getState().claimNextWindow(!claimed)}
          >
            Respond
          </button>
        )}
      </div>
    </div>
  );
});

/** The turn, whose it is, and the phases with the current one (and its Battle Phase step) spelled out: the mat's, or a replay's. */
export const PhaseTrack = memo(function PhaseTrack() {
  const phase = useMat((s) => s.view?.phase ?? null);
  const step = useMat((s) => s.view?.step ?? null);
  const turn = useMat((s) => s.view?.turn ?? 0);
  const mine = useMat((s) => s.view !== null && s.view.turnPlayer === s.viewer);
  if (!phase) return null;
  return (
    <>
      <div className="turn-badge" aria-label="Turn">
        Turn {turn}
        <span className="turn-owner">{mine ? 'Your turn' : 'Opponent’s turn'}</span>
      </div>
      <ol className="phases" aria-label="Duel progress">
        {PHASES.map((ph) =>
          ph === phase ? (
            <li key={ph} className="current" aria-current="step">
              <strong aria-label="Phase">{PHASE_NAMES[ph]}</strong>
              {ph === 'battle' && (
                <ol className="steps" aria-label="Battle steps">
                  {BATTLE_STEPS.map((st) => (
                    <li key={st} className={st === step ? 'current' : ''} aria-current={st === step ? 'step' : undefined}>
                      {STEP_NAMES[st].replace(' Step', '')}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ) : (
            <li key={ph} title={PHASE_NAMES[ph]}>
              <abbr title={PHASE_NAMES[ph]}>{PHASE_ABBR[ph]}</abbr>
            </li>
          ),
        )}
      </ol>
    </>
  );
});
