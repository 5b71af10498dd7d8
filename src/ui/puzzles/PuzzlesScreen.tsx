import { PUZZLES } from '../../store/puzzles/puzzles';
import { usePuzzleStore } from '../../store/puzzles/puzzleStore';

/** The Puzzles screen: every puzzle with the rule it teaches, its goal, a hint on request, and whether it is solved. */
export function PuzzlesScreen() {
  const solved = usePuzzleStore((s) => s.solved);
  const { play, hide } = usePuzzleStore.getState();
  return (
    <main className="start-screen puzzles" aria-label="Puzzles">
      <div className="start-card">
        <h1>Puzzles</h1>
        <p className="intro">
          Each puzzle is a position in the middle of a duel. Find the way to win this turn. {solved.length} of {PUZZLES.length} solved.
        </p>
        <ol className="puzzle-list">
          {PUZZLES.map((p) => {
            const done = solved.includes(p.id);
            return (
              <li key={p.id} className="puzzle-item">
                <h2>
                  {p.title} {done && <span className="puzzle-solved">✓ Solved</span>}
                </h2>
                <p>
                  <strong>{p.teaches}.</strong> {p.goal}
                </p>
                <details>
                  <summary>Hint</summary>
                  <p>{p.hint}</p>
                </details>
                <button type="button" className="btn btn-primary" onClick={() => play(p.id)} aria-label={`Play “${p.title}”`}>
                  Play
                </button>
              </li>
            );
          })}
        </ol>
        <button type="button" className="btn" onClick={hide}>
          ← Start
        </button>
      </div>
    </main>
  );
}
