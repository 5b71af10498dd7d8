/**
 * Each format's name and one-line description, as the pickers show them: its own module, so the
 * start screen's format picker needs neither the card pool nor the formats' card lists (formats.ts
 * builds the formats from these).
 */
import { FORMAT_IDS, type FormatId } from '../engine/formatRules';

export interface FormatName {
  readonly id: FormatId;
  /** As players read it, also in deck problems ("Raigeki is Forbidden in GOAT (April 2005)"). */
  readonly name: string;
  /** One line for the pickers: what the format is. */
  readonly description: string;
}

export const FORMAT_NAMES: Readonly<Record<FormatId, FormatName>> = {
  advanced: { id: 'advanced', name: 'Advanced', description: 'Rulebook v9.1 and the shipped Forbidden & Limited list; every card' },
  'yugi-kaiba': {
    id: 'yugi-kaiba',
    name: 'Yugi-Kaiba (May 2002)',
    description: 'Legend of Blue Eyes White Dragon and the Yugi and Kaiba Starter Decks, the May 2002 list; the first player draws in turn 1',
  },
  goat: { id: 'goat', name: 'GOAT (April 2005)', description: 'The cards and list of April 2005; the first player draws in turn 1' },
};

/** Every format's name, in FORMAT_IDS order (the pickers' order). */
export const ALL_FORMAT_NAMES: readonly FormatName[] = FORMAT_IDS.map((id) => FORMAT_NAMES[id]);
