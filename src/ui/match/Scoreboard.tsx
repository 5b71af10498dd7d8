import { matchScore, WINS_NEEDED, type Match } from '../../decks';
import { PLAYERS } from '../../engine';
import type { Mode } from '../../store/duelStore';
import { matchPlayerName } from '../../store/matchStore';

/** Both players' wins as numbers and as pips (2 needed), e.g. "You ●○ 1 – 0 ○○ Opponent". */
export function Scoreboard({ match, mode, big = false }: { match: Match; mode: Mode; big?: boolean }) {
  const score = matchScore(match);
  const name = (p: 0 | 1) => matchPlayerName(mode, p);
  return (
    <div className={`mt-score${big ? ' big' : ''}`} aria-label={`Match score: ${name(0)} ${score[0]}, ${name(1)} ${score[1]}`} role="img">
      {PLAYERS.map((p) => (
        <div key={p} className={`mt-score-side p${p}`}>
          <span className="mt-score-name">{name(p)}</span>
          <span className="mt-pips" aria-hidden="true">
            {Array.from({ length: WINS_NEEDED }, (_, i) => (
              <span key={i} className={`mt-pip${i < score[p] ? ' on' : ''}`} />
            ))}
          </span>
          <span className="mt-score-num">{score[p]}</span>
        </div>
      ))}
    </div>
  );
}
