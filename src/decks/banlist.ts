/**
 * The Forbidden & Limited list (rulebook v9.1 "Forbidden & Limited Cards"): Forbidden cards may not
 * be in a Deck at all, Limited cards at most 1 copy, Semi-Limited at most 2, every other card at
 * most 3 (Main + Extra + Side combined). Lists name cards, because the limit is by card name.
 *
 * A list is plain data the player may edit or replace, so `parseBanList` treats it as untrusted.
 * `null` stands for "no list" (casual play): only the 3-copy rule applies.
 */
import { z } from 'zod';
import defaultListJson from './banlist-default.json';
import { issuesInWords } from './words';

export const LIMIT_STATUSES = ['forbidden', 'limited', 'semiLimited', 'unlimited'] as const;
export type LimitStatus = (typeof LIMIT_STATUSES)[number];
/** The statuses a list names a card under. */
export type ListedStatus = Exclude<LimitStatus, 'unlimited'>;
export const LISTED_STATUSES = ['forbidden', 'limited', 'semiLimited'] as const satisfies readonly ListedStatus[];

/** "You can only have up to 3 copies of the same card in your Deck, Extra Deck and Side Deck combined." */
export const MAX_COPIES = 3;

export const ALLOWED_COPIES: Record<LimitStatus, number> = { forbidden: 0, limited: 1, semiLimited: 2, unlimited: MAX_COPIES };

/** The rulebook's words for each status. */
export const STATUS_NAMES: Record<LimitStatus, string> = {
  forbidden: 'Forbidden',
  limited: 'Limited',
  semiLimited: 'Semi-Limited',
  unlimited: 'Unlimited',
};

export interface BanList {
  name: string;
  /** Card names; compared ignoring case. */
  forbidden: string[];
  limited: string[];
  semiLimited: string[];
}

/** A list's entries by lower-cased card name, for repeated lookups. */
export type BanListIndex = ReadonlyMap<string, ListedStatus>;

export function indexBanList(list: BanList | null): BanListIndex {
  const index = new Map<string, ListedStatus>();
  if (!list) return index;
  // Stricter first, so a card a hand-built list names twice gets its stricter status.
  for (const status of LISTED_STATUSES) {
    for (const name of list[status]) {
      const key = name.trim().toLowerCase();
      if (!index.has(key)) index.set(key, status);
    }
  }
  return index;
}

/** The status of the card named `name` in an indexed list. */
export const statusIn = (index: BanListIndex, name: string): LimitStatus =>
  index.get(name.trim().toLowerCase()) ?? 'unlimited';

/** The status of the card named `name` under `list`; every card is 'unlimited' with no list. */
export const limitStatus = (list: BanList | null, name: string): LimitStatus => statusIn(indexBanList(list), name);

/** How many copies of `name` a deck may hold under `list` (0 to 3). */
export const allowedCopies = (list: BanList | null, name: string): number => ALLOWED_COPIES[limitStatus(list, name)];

/** Sizes past which a list is refused as absurd rather than read. */
export const MAX_LIST_ENTRIES = 5000;
export const MAX_NAME_LENGTH = 200;

const cardName = z
  .string({ error: 'must be a card name (text)' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(MAX_NAME_LENGTH, { error: `must be at most ${MAX_NAME_LENGTH} characters` });
const names = (status: ListedStatus) =>
  z
    .array(cardName, { error: `must be a list of card names` })
    .max(MAX_LIST_ENTRIES, { error: `may name at most ${MAX_LIST_ENTRIES} cards (${STATUS_NAMES[status]})` });

/** The file form of a list. Fields other than these are refused, so a misspelt "semilimited" shows. */
export const banListSchema = z.strictObject(
  {
    name: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(MAX_NAME_LENGTH, { error: `must be at most ${MAX_NAME_LENGTH} characters` }),
    forbidden: names('forbidden'),
    limited: names('limited'),
    semiLimited: names('semiLimited'),
  },
  { error: 'A Forbidden & Limited list must be an object with name, forbidden, limited and semiLimited' },
);

export type ParsedBanList = { ok: true; list: BanList } | { ok: false; error: string; problems: string[] };

/** Names that appear more than once, across or within the three statuses, in words. */
function duplicateProblems(list: BanList): string[] {
  const seen = new Map<string, { name: string; status: ListedStatus }>();
  const problems: string[] = [];
  for (const status of LISTED_STATUSES) {
    for (const name of list[status]) {
      const key = name.toLowerCase();
      const first = seen.get(key);
      if (!first) seen.set(key, { name, status });
      else if (first.status === status) problems.push(`${name} is listed twice as ${STATUS_NAMES[status]}`);
      else problems.push(`${name} is listed as both ${STATUS_NAMES[first.status]} and ${STATUS_NAMES[status]}`);
    }
  }
  return problems;
}

/**
 * Reads an untrusted Forbidden & Limited list (e.g. a JSON file the player loaded). Names are
 * trimmed; a card named twice, a missing or misspelt field, a non-text entry or an absurd size is
 * refused with every problem in words, and no list is returned.
 */
export function parseBanList(json: unknown): ParsedBanList {
  const result = banListSchema.safeParse(json);
  const problems = result.success ? duplicateProblems(result.data) : issuesInWords(result.error.issues);
  if (result.success && problems.length === 0) {
    const { name, forbidden, limited, semiLimited } = result.data;
    return { ok: true, list: { name, forbidden, limited, semiLimited } };
  }
  return { ok: false, error: `Not a usable Forbidden & Limited list: ${problems.join('; ')}`, problems };
}

function loadDefault(): BanList {
  const parsed = parseBanList(defaultListJson);
  if (!parsed.ok) throw new Error(`banlist-default.json: ${parsed.error}`);
  return parsed.list;
}

/**
 * The list shipped with the game (banlist-default.json). It is a SAMPLE made of well-known
 * historical entries, NOT the current official list (that one is posted on the official website and
 * changes regularly). Most of its cards are not in the pool yet; they take effect as the pool grows.
 */
export const DEFAULT_BAN_LIST: BanList = loadDefault();
