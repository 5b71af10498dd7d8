/**
 * The deck builder's search, filters and sort over the card pool. Pure functions of the pool and a
 * plain filter object, so they are tested without a browser. They only choose what to show: which
 * cards a deck may hold is `validateDeck`'s business.
 */
import { ATTRIBUTES, FRAMES, type Attribute, type Frame } from '../../engine';
import { isMonster, type CardDefinition } from '../../engine/card';

export const KIND_FILTERS = ['any', 'monster', 'spell', 'trap'] as const;
/** 'any', all monsters, all Spells, all Traps, or one frame ('normal', 'fusion', ...). */
export type KindFilter = (typeof KIND_FILTERS)[number] | Frame;

export const SORTS = ['kind', 'name', 'level', 'atk', 'def'] as const;
export type SortKey = (typeof SORTS)[number];
export const SORT_NAMES: Record<SortKey, string> = {
  kind: 'Kind & Level',
  name: 'Name (A–Z)',
  level: 'Level / Rank (high first)',
  atk: 'ATK (high first)',
  def: 'DEF (high first)',
};

export interface PoolFilter {
  readonly text: string;
  readonly kind: KindFilter;
  /** A Spell/Trap icon ('quick-play', 'continuous', ...) or 'any'. */
  readonly icon: string;
  readonly attribute: Attribute | 'any';
  /** A monster Type ('Dragon', ...) or 'any'. */
  readonly type: string;
  readonly levelMin: number | null;
  readonly levelMax: number | null;
  readonly atkMin: number | null;
  readonly atkMax: number | null;
  readonly defMin: number | null;
  readonly defMax: number | null;
  readonly sort: SortKey;
}

export const NO_FILTER: PoolFilter = {
  text: '',
  kind: 'any',
  icon: 'any',
  attribute: 'any',
  type: 'any',
  levelMin: null,
  levelMax: null,
  atkMin: null,
  atkMax: null,
  defMin: null,
  defMax: null,
  sort: 'kind',
};

/** True when some filter (not the sort) narrows the pool. */
export const isFiltering = (f: PoolFilter): boolean =>
  (Object.keys(NO_FILTER) as (keyof PoolFilter)[]).some((k) => k !== 'sort' && f[k] !== NO_FILTER[k]);

const inRange = (value: number | undefined, min: number | null, max: number | null): boolean => {
  if (min === null && max === null) return true;
  if (value === undefined) return false;
  return (min === null || value >= min) && (max === null || value <= max);
};

function matchesKind(card: CardDefinition, kind: KindFilter): boolean {
  if (kind === 'any') return true;
  if (kind === 'monster') return isMonster(card);
  return card.frame === kind;
}

/** Name and text (each era's too) in lower case, made once per card (a search tests every card of the pool). */
const searchable = new WeakMap<CardDefinition, string>();
const searchTextOf = (card: CardDefinition): string => {
  let text = searchable.get(card);
  if (text === undefined) {
    text = [card.name, card.text, ...Object.values(card.eras ?? {}).map((e) => e?.text ?? '')].join('\n').toLowerCase();
    searchable.set(card, text);
  }
  return text;
};

/** The test a card must pass to be shown, with the filter's search text prepared once. */
export function matcher(f: PoolFilter): (card: CardDefinition) => boolean {
  const text = f.text.trim().toLowerCase();
  return (card) => {
    if (text && !searchTextOf(card).includes(text) && card.passcode !== text) return false;
    if (!matchesKind(card, f.kind)) return false;
    if (f.icon !== 'any' && (isMonster(card) || !(card.subtype ?? []).includes(f.icon))) return false;
    if (f.attribute !== 'any' && card.attribute !== f.attribute) return false;
    if (f.type !== 'any' && card.monsterType !== f.type) return false;
    return inRange(card.level, f.levelMin, f.levelMax) && inRange(card.atk, f.atkMin, f.atkMax) && inRange(card.def, f.defMin, f.defMax);
  };
}

const frameRank = (card: CardDefinition): number => FRAMES.indexOf(card.frame);
const collator = new Intl.Collator();
const byName = (a: CardDefinition, b: CardDefinition) => collator.compare(a.name, b.name);
const desc = (a: number | undefined, b: number | undefined) => (b ?? -1) - (a ?? -1);

/** Monsters first (by frame, then Level high to low, then ATK), then Spells and Traps; ties by name. */
export function compareCards(sort: SortKey): (a: CardDefinition, b: CardDefinition) => number {
  switch (sort) {
    case 'name':
      return byName;
    case 'level':
      return (a, b) => desc(a.level, b.level) || byName(a, b);
    case 'atk':
      return (a, b) => desc(a.atk, b.atk) || byName(a, b);
    case 'def':
      return (a, b) => desc(a.def, b.def) || byName(a, b);
    case 'kind':
      return (a, b) => frameRank(a) - frameRank(b) || desc(a.level, b.level) || desc(a.atk, b.atk) || byName(a, b);
  }
}

/** The pool in one sort's order. Sorted once per pool and sort: a search then only filters it. */
export const sortPool = (pool: readonly CardDefinition[], sort: SortKey): CardDefinition[] => [...pool].sort(compareCards(sort));

/** The cards of a pool already in `f.sort`'s order that pass the filters, in that order. */
export const filterSorted = (sorted: readonly CardDefinition[], f: PoolFilter): CardDefinition[] => sorted.filter(matcher(f));

export const filterPool = (pool: readonly CardDefinition[], f: PoolFilter): CardDefinition[] => filterSorted(sortPool(pool, f.sort), f);

/** The values the pool actually has, for the filter menus (they grow with the pool). */
export interface PoolFacets {
  readonly frames: readonly Frame[];
  readonly icons: readonly string[];
  readonly attributes: readonly Attribute[];
  readonly types: readonly string[];
  readonly levels: readonly number[];
}

export function poolFacets(pool: readonly CardDefinition[]): PoolFacets {
  const frames = FRAMES.filter((fr) => pool.some((c) => c.frame === fr));
  const icons = [...new Set(pool.filter((c) => !isMonster(c)).flatMap((c) => c.subtype ?? []))].sort();
  const attributes = ATTRIBUTES.filter((a) => pool.some((c) => c.attribute === a));
  const types = [...new Set(pool.map((c) => c.monsterType).filter((t): t is string => !!t))].sort();
  const levels = [...new Set(pool.map((c) => c.level).filter((l): l is number => l !== undefined))].sort((a, b) => a - b);
  return { frames, icons, attributes, types, levels };
}
