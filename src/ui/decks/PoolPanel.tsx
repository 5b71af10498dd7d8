import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { CARD_POOL } from '../../cards';
import { cardsIn, FORMATS, indexBanList } from '../../decks';
import { activeBanList } from '../../store/deckPool';
import { isPresetRef, useDeckStore } from '../../store/deckStore';
import { FormatPicker } from '../match/FormatPicker';
import { FRAME_NAMES } from '../labels';
import { DROP_POOL, type DragCard } from './dnd';
import { PoolGrid, type ClickTarget } from './PoolGrid';
import { filterSorted, isFiltering, NO_FILTER, poolFacets, SORT_NAMES, sortPool, SORTS, type KindFilter, type PoolFilter, type SortKey } from './poolFilter';
import './tiles.css';

const FACETS = poolFacets(CARD_POOL);
const KIND_OPTIONS: { value: KindFilter; label: string }[] = [
  { value: 'any', label: 'All cards' },
  { value: 'monster', label: 'All monsters' },
  ...FACETS.frames.filter((f) => f !== 'spell' && f !== 'trap').map((f) => ({ value: f, label: `${FRAME_NAMES[f]}s` })),
  { value: 'spell', label: 'Spell Cards' },
  { value: 'trap', label: 'Trap Cards' },
];

const numberOrNull = (value: string): number | null => (value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value));

/** The card pool in the format chosen (only the cards it allows): search, filters, sort, and the cards to drag or click into the deck. */
export function PoolPanel({ onInspect }: { onInspect: (passcode: string) => void }) {
  const [filter, setFilter] = useState<PoolFilter>(NO_FILTER);
  const [more, setMore] = useState(false);
  const [target, setTarget] = useState<ClickTarget>('deck');
  const draft = useDeckStore((s) => s.draft);
  const readOnly = useDeckStore((s) => isPresetRef(s.open) || s.draft === null);
  const formatId = useDeckStore((s) => s.format);
  const banChoice = useDeckStore((s) => s.banChoice);
  const customList = useDeckStore((s) => s.customList);
  const { setNodeRef, isOver, active } = useDroppable({ id: DROP_POOL });
  const dragData = active?.data.current as DragCard | undefined;
  const fromDeck = active !== null && dragData?.from !== 'pool';
  const draggedFromPool = dragData?.from === 'pool' ? dragData.passcode : null;
  const id = useId();

  const format = FORMATS[formatId];
  const pool = useMemo(() => cardsIn(FORMATS[formatId], CARD_POOL), [formatId]);
  const sorted = useMemo(() => sortPool(pool, filter.sort), [pool, filter.sort]);
  const cards = useMemo(() => filterSorted(sorted, filter), [sorted, filter]);
  const copies = useMemo(() => {
    const counts = new Map<string, number>();
    if (draft) for (const p of [...draft.main, ...draft.extra, ...draft.side]) counts.set(p, (counts.get(p) ?? 0) + 1);
    return counts;
  }, [draft]);
  const index = useMemo(() => indexBanList(activeBanList({ format: formatId, banChoice, customList })), [formatId, banChoice, customList]);
  const inFormat = format.legal ? ` in ${format.name}` : '';

  const set = <K extends keyof PoolFilter>(key: K, value: PoolFilter[K]) => setFilter((f) => ({ ...f, [key]: value }));
  const num = (key: 'levelMin' | 'levelMax' | 'atkMin' | 'atkMax' | 'defMin' | 'defMax') => ({
    value: filter[key] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, numberOrNull(e.target.value)),
  });
  const advanced = [filter.icon !== 'any', filter.levelMin !== null || filter.levelMax !== null, filter.atkMin !== null || filter.atkMax !== null, filter.defMin !== null || filter.defMax !== null].filter(Boolean).length;

  return (
    <section ref={setNodeRef} className={`db-panel db-pool${fromDeck ? ' db-drop-remove' : ''}${fromDeck && isOver ? ' db-drop-over' : ''}`} aria-label="Card pool">
      <header className="db-panel-head">
        <h2>Card pool</h2>
        <span className="db-muted" role="status" aria-live="polite">
          {cards.length === pool.length ? `${cards.length} cards${inFormat}` : `${cards.length} of ${pool.length} cards${inFormat}`}
        </span>
      </header>
      <div className="db-filters">
        <FormatPicker id="db-format" className="db-format" labelClass="db-format-label" selectClass="db-input" aboutClass="db-muted db-format-about" />
        <div className="db-row">
          <input
            type="search"
            className="db-input db-search"
            aria-label="Search cards by name or text"
            placeholder="Search name or text…"
            value={filter.text}
            onChange={(e) => set('text', e.target.value)}
          />
          <label className="db-field db-field-inline">
            <span>Sort</span>
            <select className="db-input" aria-label="Sort" value={filter.sort} onChange={(e) => set('sort', e.target.value as SortKey)}>
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_NAMES[s]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="db-row db-row-3">
          <label className="db-field">
            <span>Card kind</span>
            <select className="db-input" aria-label="Card kind" value={filter.kind} onChange={(e) => set('kind', e.target.value as KindFilter)}>
              {KIND_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <label className="db-field">
            <span>Attribute</span>
            <select className="db-input" aria-label="Attribute" value={filter.attribute} onChange={(e) => set('attribute', e.target.value as PoolFilter['attribute'])}>
              <option value="any">Any</option>
              {FACETS.attributes.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </label>
          <label className="db-field">
            <span>Type</span>
            <select className="db-input" aria-label="Type" value={filter.type} onChange={(e) => set('type', e.target.value)}>
              <option value="any">Any</option>
              {FACETS.types.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="db-row db-row-tools">
          <button type="button" className="btn btn-quiet db-small" aria-expanded={more} aria-controls={`${id}-more`} onClick={() => setMore((m) => !m)}>
            {more ? '▾' : '▸'} More filters{advanced ? ` (${advanced})` : ''}
          </button>
          {isFiltering(filter) && (
            <button type="button" className="btn btn-quiet db-small" onClick={() => setFilter((f) => ({ ...NO_FILTER, sort: f.sort }))}>
              Clear filters
            </button>
          )}
          <div className="db-target" role="radiogroup" aria-label="Clicking a card adds it to">
            <span aria-hidden="true">Click adds to</span>
            {(['deck', 'side'] as const).map((t) => (
              <label key={t} className={target === t ? 'on' : ''}>
                <input type="radio" name={`${id}-target`} value={t} checked={target === t} onChange={() => setTarget(t)} />
                {t === 'deck' ? 'Main / Extra' : 'Side'}
              </label>
            ))}
          </div>
        </div>
        {more && (
          <div id={`${id}-more`} className="db-row db-row-more">
            <label className="db-field">
              <span>Spell/Trap icon</span>
              <select className="db-input" aria-label="Spell/Trap icon" value={filter.icon} onChange={(e) => set('icon', e.target.value)} disabled={FACETS.icons.length === 0}>
                <option value="any">{FACETS.icons.length === 0 ? 'None in the pool yet' : 'Any'}</option>
                {FACETS.icons.map((i) => (
                  <option key={i} value={i}>
                    {i}
                  </option>
                ))}
              </select>
            </label>
            {(
              [
                ['Level / Rank', 'levelMin', 'levelMax', 1],
                ['ATK', 'atkMin', 'atkMax', 100],
                ['DEF', 'defMin', 'defMax', 100],
              ] as const
            ).map(([label, lo, hi, step]) => (
              <div key={label} className="db-range" role="group" aria-label={label}>
                <span className="db-range-label" aria-hidden="true">
                  {label}
                </span>
                <input type="number" className="db-input" min={0} step={step} aria-label={`${label} at least`} placeholder="min" {...num(lo)} />
                <span aria-hidden="true">–</span>
                <input type="number" className="db-input" min={0} step={step} aria-label={`${label} at most`} placeholder="max" {...num(hi)} />
              </div>
            ))}
          </div>
        )}
      </div>
      <PoolGrid
        cards={cards}
        copies={copies}
        limits={index}
        readOnly={readOnly}
        target={target}
        onInspect={onInspect}
        dragged={draggedFromPool}
        dragging={active !== null}
      />
      {fromDeck && <div className="db-remove-hint" aria-hidden="true">Drop here to remove</div>}
    </section>
  );
}
