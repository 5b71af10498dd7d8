/**
 * Formats (DESIGN.md "The format contract"; docs/formats.md): a format is data, the cards it allows,
 * its Forbidden & Limited list and the rule switches the engine plays it by. Three ship:
 * - 'advanced': rulebook v9.1 and the shipped list (banlist-default.json); every card of the pool;
 * - 'yugi-kaiba': May 2002, the 185 cards of Legend of Blue Eyes White Dragon and Starter Deck: Yugi /
 *   Kaiba, and the first TCG list;
 * - 'goat': April 2005, the 1,698 cards of the GOAT list and its limits.
 * The retro lists are generated data (formatLists.ts, from scripts/formats.mjs). A format's legal list
 * names every card of the format, whether the pool has it yet or not; the pool grows into it.
 */
import { cardByPasscode } from '../cards';
import type { CardDefinition } from '../engine/card';
import { DEFAULT_FORMAT, FORMAT_IDS, FORMAT_RULES, isFormatId, type FormatId, type FormatRules } from '../engine/formatRules';
import { ALTERNATE_ARTS } from './alternateArts';
import { DEFAULT_BAN_LIST, type BanList, type ListedStatus } from './banlist';
import type { CardLookup, DeckSection } from './deck';
import type { SectionLimit } from './rules';
import { decodePasscodes, FORMAT_LISTS, type FormatCardList } from './formatLists';
import { FORMAT_NAMES } from './formatNames';

export { DEFAULT_FORMAT, FORMAT_IDS, isFormatId, type FormatId };

export interface Format {
  readonly id: FormatId;
  /** As players read it, also in deck problems ("Raigeki is Forbidden in GOAT (April 2005)"). */
  readonly name: string;
  /** One line for the pickers: what the format is. */
  readonly description: string;
  /** The passcodes of every card the format allows, sorted; absent: every card. */
  readonly legal?: readonly string[];
  /** The format's Forbidden & Limited list. */
  readonly list: BanList;
  readonly rules: FormatRules;
  /** The format's own section sizes; absent: rulebook v9.1's (rules.ts, SECTION_LIMITS). */
  readonly sections?: Readonly<Record<DeckSection, SectionLimit>>;
}

/**
 * Deck sizes before the rulebook's 60-card and 15-card limits. The 2002 rules (seed 002, "Requirements
 * needed"): "a minimum of 40 cards. Aside from this minimum limit, your Deck can contain as many cards
 * as you like"; the Fusion Deck is not counted and has no limit; "The Side Deck you create must
 * contain exactly 15 cards ... if you don't have enough cards to create a 15 card Side Deck, you
 * cannot use one at all". GOAT (goatformat.com, "Rules/Game Mechanics", rules #2): an unlimited
 * Fusion Deck and Main Deck, and no Side Deck of more than 0 but fewer than 15 cards.
 */
const RETRO_SECTIONS: Readonly<Record<DeckSection, SectionLimit>> = {
  main: { min: 40, max: Infinity },
  extra: { min: 0, max: Infinity },
  side: { min: 15, max: 15, orEmpty: true },
};

const STATUS_BY_COPIES: Record<0 | 1 | 2, ListedStatus> = { 0: 'forbidden', 1: 'limited', 2: 'semiLimited' };

/**
 * A retro format's list as a BanList. Lists go by card name; a card the pool holds is named as the
 * pool names it (the database spells a few names otherwise: `Gaia The Fierce Knight`).
 */
function listOf(name: string, cards: FormatCardList, lookup: CardLookup): BanList {
  const list: BanList = { name, forbidden: [], limited: [], semiLimited: [] };
  for (const [passcode, dbName, copies] of cards.limits) list[STATUS_BY_COPIES[copies]].push(lookup(passcode)?.name ?? dbName);
  return list;
}

function retro(id: 'yugi-kaiba' | 'goat', listName: string): Format {
  const cards = FORMAT_LISTS[id];
  return {
    ...FORMAT_NAMES[id],
    legal: Object.freeze(decodePasscodes(cards.legal)),
    list: listOf(listName, cards, cardByPasscode),
    rules: FORMAT_RULES[id],
    sections: RETRO_SECTIONS,
  };
}

export const FORMATS: Readonly<Record<FormatId, Format>> = {
  advanced: {
    ...FORMAT_NAMES.advanced,
    list: DEFAULT_BAN_LIST,
    rules: FORMAT_RULES.advanced,
  },
  'yugi-kaiba': retro('yugi-kaiba', 'May 2002 list (Yugi-Kaiba)'),
  goat: retro('goat', 'April 2005 list (GOAT)'),
};

/** The format with this id; an unknown or missing id is the default format. */
export const formatById = (id: unknown): Format => FORMATS[isFormatId(id) ? id : DEFAULT_FORMAT];

/** Every format, in FORMAT_IDS order (the pickers' order). */
export const ALL_FORMATS: readonly Format[] = FORMAT_IDS.map((id) => FORMATS[id]);

/** The legal lists as sets, made once per format. */
const legalSets = new Map<FormatId, ReadonlySet<string>>();
function legalSet(format: Format): ReadonlySet<string> | null {
  if (!format.legal) return null;
  let set = legalSets.get(format.id);
  if (!set) legalSets.set(format.id, (set = new Set(format.legal)));
  return set;
}

/** The card a passcode is: an alternate artwork (the database's, or the format list's own ids) is its card. */
export function cardPasscode(format: Format, passcode: string): string {
  const art = ALTERNATE_ARTS[passcode];
  if (art) return art;
  return format.id === 'advanced' ? passcode : (FORMAT_LISTS[format.id].aliases[passcode] ?? passcode);
}

/** True when the format allows the card with this passcode (alternate artworks count as their card). */
export function allowsCard(format: Format, passcode: string): boolean {
  const set = legalSet(format);
  return set === null || set.has(cardPasscode(format, passcode));
}

/** The cards of `pool` the format allows, in the pool's order. */
export const cardsIn = (format: Format, pool: readonly CardDefinition[]): CardDefinition[] =>
  format.legal ? pool.filter((card) => allowsCard(format, card.passcode)) : [...pool];
