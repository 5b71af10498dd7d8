/**
 * Decks and Matches: the deck shape, the deck construction rules, formats, the Forbidden & Limited list,
 * .ydk / ydke:// import and export, and the best-of-3 Match. A pure library like the engine:
 * no view, no store, no clock, no ambient randomness.
 */
export * from './deck';
export * from './banlist';
export * from './rules';
export * from './formats';
export { type DeckImport, type ImportOptions, type LeftOut, type FoldedArt, leftOutInWords, noneInPoolInWords, MAX_IMPORT_CARDS, MAX_IMPORT_CHARS, DEFAULT_IMPORT_NAME } from './imported';
export { ALTERNATE_ARTS } from './alternateArts';
export * from './ydk';
export * from './ydke';
export * from './match';
