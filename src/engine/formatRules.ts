/**
 * The rule switches that differ by format (DESIGN.md "The format contract"). The engine knows a
 * format only by its id and plays by these switches; the format's card lists (which cards are
 * legal, the Forbidden & Limited list) are deck construction, in src/decks/formats.ts.
 */

export const FORMAT_IDS = ['advanced', 'yugi-kaiba', 'goat'] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

/** A duel or save from before formats existed plays by this one. */
export const DEFAULT_FORMAT: FormatId = 'advanced';

export interface FormatRules {
  /**
   * The first player draws in the Draw Phase of turn 1. Rulebook v9.1 "Draw Phase": "The player who
   * goes first cannot draw during the Draw Phase of their first turn". The older rules have no such
   * exception: the 2002 pages (seeds 002, 004: "you are required to draw 1 card") and rulebook v7.0
   * (seed 000: "the turn player draws 1 card"), so the May 2002 and April 2005 formats draw. In every
   * format the first player has no Battle Phase in turn 1 (all of them say so).
   */
  readonly firstPlayerDraws: boolean;
  /**
   * One face-up Field Spell between both players: when a Field Spell's activation resolves, the
   * opponent's face-up Field Spell is destroyed. Rulebook v7.0 (seed 000, "Field Spell Cards"): "There
   * can only be 1 face-up Field Spell Card on the field at any given time between both players";
   * goatformat.com "Rules/Game Mechanics" rule #3 (GOAT): "If the activation of a Field Spell resolves
   * while the opponent controls a face-up Field Spell, the previous Field Spell is destroyed"; the 2002
   * rules (seed 002): "Only 1 Field Spell Card can be in play at any one time". Rulebook v9.1 gives
   * each player their own Field Zone: both may have one.
   */
  readonly oneFieldSpell: boolean;
}

export const FORMAT_RULES: Readonly<Record<FormatId, FormatRules>> = {
  advanced: { firstPlayerDraws: false, oneFieldSpell: false },
  'yugi-kaiba': { firstPlayerDraws: true, oneFieldSpell: true },
  goat: { firstPlayerDraws: true, oneFieldSpell: true },
};

export const isFormatId = (value: unknown): value is FormatId => typeof value === 'string' && (FORMAT_IDS as readonly string[]).includes(value);

/** The format a duel plays by: its `formatId`, or 'advanced' for a duel from before formats. */
export const formatOf = (duel: { readonly formatId?: FormatId }): FormatId => duel.formatId ?? DEFAULT_FORMAT;

/** Refuses anything but a format id, naming the ones there are. */
export function checkFormatId(value: unknown, where: string): FormatId {
  if (value === undefined) return DEFAULT_FORMAT;
  if (!isFormatId(value)) throw new RangeError(`${where}: unknown format ${JSON.stringify(value)} (one of ${FORMAT_IDS.join(', ')})`);
  return value;
}
