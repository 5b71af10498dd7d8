import { useMemo } from 'react';
import { cardByPasscode } from '../../cards';
import { FORMATS, problemInWords } from '../../decks';
import { isMonster } from '../../engine/card';
import { cardInEra } from '../../engine/effects/types';
import { activeBanList, problemsOf } from '../../store/deckPool';
import { useDeckStore } from '../../store/deckStore';
import { Card } from '../Card';
import { namer, useCardNames } from '../cardNames';
import { FRAME_NAMES } from '../labels';
import { faceOf } from './cardFace';

/** The card under the pointer or focus, large, with its text. */
export function Inspector({ passcode }: { passcode: string | null }) {
  const format = useDeckStore((s) => s.format);
  const found = passcode ? cardByPasscode(passcode) : undefined;
  // The card as the chosen format plays it: a card with an era variant shows that era's text (GOAT's Sangan).
  const def = found && cardInEra(found, format);
  return (
    <section className="db-panel db-inspector" aria-label="Card details">
      {!def ? (
        <p className="db-muted db-inspector-hint">Point at a card to read it.</p>
      ) : (
        <>
          <div className="db-inspector-card">
            <Card card={faceOf(def)} size="large" />
          </div>
          <div className="db-inspector-info">
            <h3>{def.name}</h3>
            <p className="db-muted">
              {FRAME_NAMES[def.frame]}
              {def.level !== undefined && ` · ${def.frame === 'xyz' ? 'Rank' : 'Level'} ${def.level}`}
              {def.attribute && ` · ${def.attribute}`}
              {def.monsterType && ` · ${def.monsterType}`}
            </p>
            {isMonster(def) && (
              <p className="db-inspector-stats">
                ATK {def.atk ?? '?'} / DEF {def.def ?? '?'}
              </p>
            )}
            <p className="db-inspector-text">{def.text}</p>
            <p className="db-muted db-passcode">Passcode {def.passcode}</p>
          </div>
        </>
      )}
    </section>
  );
}

/** Live `validateDeck` result for the open deck in the format chosen, under the list in use. */
export function DeckCheck() {
  const draft = useDeckStore((s) => s.draft);
  const format = useDeckStore((s) => s.format);
  const banChoice = useDeckStore((s) => s.banChoice);
  const customList = useDeckStore((s) => s.customList);
  const problems = useMemo(() => (draft ? problemsOf({ format, banChoice, customList }, draft) : []), [draft, format, banChoice, customList]);
  const list = activeBanList({ format, banChoice, customList });
  const names = useCardNames(problems.some((p) => p.kind === 'unknownCard'));
  if (!draft) return null;
  return (
    <section className="db-panel db-check" aria-label="Deck check">
      <header className="db-panel-head">
        <h2>Deck check</h2>
        <span className={`db-chip ${problems.length ? 'bad' : 'ok'}`}>{problems.length ? `${problems.length} problem${problems.length === 1 ? '' : 's'}` : 'Legal'}</span>
      </header>
      <div aria-live="polite">
        {problems.length === 0 ? (
          <p className="db-check-ok">✓ This deck follows the deck rules of {FORMATS[format].name}. It can be used to duel in it.</p>
        ) : (
          <ul className="db-problems">
            {problems.map((p, i) => (
              <li key={`${p.kind}-${i}`}>{problemInWords(p, namer(names))}</li>
            ))}
          </ul>
        )}
      </div>
      <p className="db-muted db-check-list">Format: {FORMATS[format].name}</p>
      <p className="db-muted db-check-list">Forbidden &amp; Limited list: {list ? list.name : 'none (casual play: at most 3 copies of a card)'}</p>
    </section>
  );
}
