import { usePuzzleStore } from '../../store/puzzles/puzzleStore';

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
