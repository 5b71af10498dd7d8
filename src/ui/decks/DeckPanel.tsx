import { memo, useCallback, useMemo } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { cardByPasscode } from '../../cards';
import { allowsCard, DECK_SECTIONS, fitsSection, FORMATS, indexBanList, SECTION_LIMITS, SECTION_NAMES, sectionLimitWords, type SectionLimit, statusIn, STATUS_NAMES, type DeckSection, type LimitStatus } from '../../decks';
import { isMonster } from '../../engine/card';
import { activeBanList } from '../../store/deckPool';
import { isPresetRef, useDeckStore } from '../../store/deckStore';
import { Card } from '../Card';
import { useCardNames } from '../cardNames';
import { nameIn } from '../../decks/cardNames';
import { faceOfPasscode, groupCopies, statsLine } from './cardFace';
import { dropId, type DragCard } from './dnd';
import './tiles.css';

/** "38 Monsters · 2 Spells · 0 Traps", and for monsters how many need Tributes. */
function breakdown(entries: readonly string[]): string {
  let monsters = 0;
  let spells = 0;
  let traps = 0;
  let low = 0;
  let mid = 0;
  let high = 0;
  for (const p of entries) {
    const c = cardByPasscode(p);
    if (!c) continue;
    if (c.frame === 'spell') spells++;
    else if (c.frame === 'trap') traps++;
    else if (isMonster(c)) {
      monsters++;
      const lv = c.level ?? 0;
      if (lv >= 7) high++;
      else if (lv >= 5) mid++;
      else low++;
    }
  }
  const kinds = `${monsters} Monster${monsters === 1 ? '' : 's'} · ${spells} Spell${spells === 1 ? '' : 's'} · ${traps} Trap${traps === 1 ? '' : 's'}`;
  return monsters ? `${kinds} — Lv 1–4: ${low} · Lv 5–6: ${mid} · Lv 7+: ${high}` : kinds;
}

/** Main, Extra and Side Deck as drop places holding the cards (one tile per card, with its copies). */
export function DeckSections({ onInspect }: { onInspect: (passcode: string) => void }) {
  const draft = useDeckStore((s) => s.draft);
  const readOnly = useDeckStore((s) => isPresetRef(s.open));
  const formatId = useDeckStore((s) => s.format);
  const banChoice = useDeckStore((s) => s.banChoice);
  const customList = useDeckStore((s) => s.customList);
  const index = useMemo(() => indexBanList(activeBanList({ format: formatId, banChoice, customList })), [formatId, banChoice, customList]);
  const format = FORMATS[formatId];
  if (!draft) return null;
  // A card the format does not allow (the deck was built for another one) says so on its tile.
  const outside = (passcode: string) => (allowsCard(format, passcode) ? undefined : format.name);
  return (
    <div className="db-sections">
      {DECK_SECTIONS.map((section) => (
        <SectionBox key={section} section={section} limit={(format.sections ?? SECTION_LIMITS)[section]} entries={draft[section]} readOnly={readOnly} statusOf={(name) => statusIn(index, name)} outside={outside} onInspect={onInspect} />
      ))}
    </div>
  );
}

function SectionBox({
  section,
  limit,
  entries,
  readOnly,
  statusOf,
  outside,
  onInspect,
}: {
  section: DeckSection;
  /** How many cards the section may hold in the deck's format. */
  limit: SectionLimit;
  entries: readonly string[];
  readOnly: boolean;
  statusOf: (name: string) => LimitStatus;
  /** The format's name when it does not allow the card, else undefined. */
  outside: (passcode: string) => string | undefined;
  onInspect: (passcode: string) => void;
}) {
  const { setNodeRef, isOver, active } = useDroppable({ id: dropId(section), disabled: readOnly });
  const dragFrom = (active?.data.current as DragCard | undefined)?.from;
  const accepting = active !== null && !readOnly && dragFrom !== section;
  const tiles = useMemo(() => groupCopies(entries), [entries]);
  const size = entries.length;
  const ok = fitsSection(limit, size);
  const name = SECTION_NAMES[section];
  return (
    <section
      ref={setNodeRef}
      aria-label={name}
      className={`db-section db-section-${section}${accepting ? ' db-drop-target' : ''}${accepting && isOver ? ' db-drop-over' : ''}`}
    >
      <header className="db-section-head">
        <h3>{name}</h3>
        <span className={`db-count${ok ? '' : ' bad'}`}>
          <b aria-label={`${name} count`}>{size}</b>
          <span className="db-muted"> / {sectionLimitWords(limit)}</span>
        </span>
        {size > 0 && <span className="db-breakdown">{breakdown(entries)}</span>}
      </header>
      {tiles.length === 0 ? (
        <p className="db-section-empty">
          {readOnly ? 'Empty.' : section === 'extra' ? 'Fusion, Synchro and Xyz Monsters go here.' : `Drag cards here, or click cards in the pool.`}
        </p>
      ) : (
        <ul className="db-tiles" aria-label={`Cards in the ${name}`}>
          {tiles.map((t) => (
            <DeckTile key={t.passcode} passcode={t.passcode} count={t.count} section={section} readOnly={readOnly} status={statusOf(cardByPasscode(t.passcode)?.name ?? '')} notIn={outside(t.passcode)} onInspect={onInspect} />
          ))}
        </ul>
      )}
    </section>
  );
}

const DeckTile = memo(function DeckTile({
  passcode,
  count,
  section,
  readOnly,
  status,
  notIn,
  onInspect,
}: {
  passcode: string;
  count: number;
  section: DeckSection;
  readOnly: boolean;
  status: LimitStatus;
  /** The format that does not allow this card, if any. */
  notIn?: string;
  onInspect: (passcode: string) => void;
}) {
  const data: DragCard = { passcode, from: section };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: `${section}:${passcode}`, data, disabled: readOnly });
  const def = cardByPasscode(passcode);
  const face = faceOfPasscode(passcode);
  // A card the pool lacks is named from the card database (fetched on demand), else by its passcode.
  const known = nameIn(useCardNames(!def), passcode);
  const name = def?.name ?? (known ? `${known} (${passcode})` : `Unknown card ${passcode}`);
  const remove = useCallback(() => useDeckStore.getState().removeCard(passcode, section), [passcode, section]);
  const inspect = useCallback(() => onInspect(passcode), [onInspect, passcode]);
  const details = [def ? statsLine(def) : 'not in the card pool', status !== 'unlimited' ? STATUS_NAMES[status] : '', def && notIn ? `not legal in ${notIn}` : ''].filter(Boolean).join('; ');
  return (
    <li className="db-tile">
      <div ref={setNodeRef} className={`db-card${isDragging ? ' is-dragging' : ''}${readOnly ? ' read-only' : ''}`}>
        {face ? (
          <Card card={face} size="zone" />
        ) : (
          <div className="db-unknown-card">
            <span aria-hidden="true">?</span>
            {known && <small>{known}</small>}
          </div>
        )}
        <span className="tile-count" aria-hidden="true">
          ×{count}
        </span>
        {status !== 'unlimited' && <span className={`db-limit-dot db-limit-${status}`} aria-hidden="true" />}
        {def && notIn && (
          <span className="db-outside" aria-hidden="true" title={`Not legal in ${notIn}`}>
            ✕
          </span>
        )}
        <button
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          type="button"
          className="tile-hit db-hit"
          aria-label={`${name}, ${count} ${count === 1 ? 'copy' : 'copies'}`}
          title={name}
          aria-description={`${details}. ${readOnly ? 'Read-only deck.' : `Click to take one copy out of the ${SECTION_NAMES[section]}, or drag it to another section.`}`}
          aria-disabled={readOnly}
          data-passcode={passcode}
          onClick={readOnly ? inspect : remove}
          onMouseEnter={inspect}
          onFocus={inspect}
        />
      </div>
    </li>
  );
});
