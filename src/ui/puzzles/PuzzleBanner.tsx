import { usePuzzleStore } from '../../store/puzzles/puzzleStore';
import { TUTORIAL_STEPS } from '../../store/puzzles/tutorial';

/** On the mat during a puzzle: its goal, the hint on request, and "Solved" once won. */
export function PuzzleBanner() {
  const puzzle = usePuzzleStore((s) => s.playing);
  const justSolved = usePuzzleStore((s) => s.justSolved);
  if (!puzzle) return null;
  return (
    <section className="puzzle-banner" aria-label="Puzzle">
      <p>
        <strong>{puzzle.title}:</strong> {puzzle.goal}
      </p>
      <details>
        <summary>Hint</summary>
        <p>{puzzle.hint}</p>
      </details>
      {justSolved && <p role="status">Puzzle solved!</p>}
    </section>
  );
}

/** On the mat during the guided first duel: the step's hint, and Skip. */
export function TutorialBanner() {
  const step = usePuzzleStore((s) => s.tutorialStep);
  if (step === null) return null;
  const done = step >= TUTORIAL_STEPS.length;
  return (
    <section className="puzzle-banner" aria-label="Guided duel">
      <p aria-live="polite">
        {done ? (
          'You have done it all: Summon, Set, a Trap in answer to your opponent, a Chain and an attack. Play on, or leave with Leave duel.'
        ) : (
          <>
            <strong>
              Step {step + 1} of {TUTORIAL_STEPS.length}:
            </strong>{' '}
            {TUTORIAL_STEPS[step]!.hint}
          </>
        )}
      </p>
      {!done && (
        <button type="button" className="btn btn-quiet" onClick={() => usePuzzleStore.getState().skipTutorial()}>
          Skip the guided duel
        </button>
      )}
    </section>
  );
}
