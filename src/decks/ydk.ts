/**
 * .ydk deck files, the plain-text format of YGOPro and most deck editors:
 *
 *     #created by duelmat
 *     #main
 *     46986414
 *     #extra
 *     !side
 *     89631139
 *
 * One passcode per line under `#main`, `#extra` or `!side`. Other lines starting with `#` are
 * comments. On import: section markers ignore case and surrounding spaces, blank lines are skipped,
 * leading zeros are optional ("7902349" is 07902349), a section may appear twice (its cards are
 * appended), alternate artworks are read as their card, and numbers the pool does not know
 * (including 9- and 10-digit ones) are listed as written and left out. Refused as malformed: no
 * `#main`, a card before the first section, a line that is neither a number, a section nor a
 * comment, a number longer than 10 digits, more than 64 KiB of text, more than 200 cards, or no
 * card the pool knows.
 *
 * Sections are never merged. YGOPro (deck_manager.cpp, LoadDeckFromStream) starts the Side Deck at
 * any line beginning with "!" ("!side", "!Side Deck"), so we do too. It reads every other "#" line
 * as a comment, so a file that writes "#side" would have its Side Deck land in the Main Deck there;
 * such a file plainly means its Side Deck, so "#side" (any case, any words after it) opens the Side
 * Deck here.
 */
import { assertPasscodes, DECK_SECTIONS, padPasscode, type Deck, type DeckSection } from './deck';
import { checkText, keepKnown, refuse, type DeckImport, type ImportOptions, type ParsedEntry } from './imported';

/** The marker line that opens each section. */
export const YDK_MARKERS: Record<DeckSection, string> = { main: '#main', extra: '#extra', side: '!side' };
export const YDK_CREATOR_LINE = '#created by duelmat';
export const YDK_EXTENSION = '.ydk';

/** The most digits a passcode line may have: 10 is the longest uint32, what ydke:// can carry. */
const MAX_DIGITS = 10;

/** A line cut to a readable length for a message. */
const quote = (line: string): string => JSON.stringify(line.length > 40 ? `${line.slice(0, 40)}…` : line);

function markerOf(line: string): DeckSection | null {
  const lower = line.toLowerCase();
  if (lower.startsWith('!') || /^#side\b/.test(lower)) return 'side';
  return DECK_SECTIONS.find((section) => YDK_MARKERS[section] === lower) ?? null;
}

/** Reads a .ydk file's text. See the module comment for what is accepted. */
export function importYdk(text: string, options: ImportOptions = {}): DeckImport {
  const checked = checkText(text, 'The .ydk file');
  if (!checked.ok) return refuse(checked.error);
  const sections: Record<DeckSection, ParsedEntry[]> = { main: [], extra: [], side: [] };
  let current: DeckSection | null = null;
  let sawMain = false;
  const lines = checked.text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    const at = `Line ${i + 1}`;
    if (line === '') continue;
    const marker = markerOf(line);
    if (marker) {
      current = marker;
      if (marker === 'main') sawMain = true;
      continue;
    }
    if (line.startsWith('#')) continue;
    if (!/^\d+$/.test(line)) {
      return refuse(`${at}: ${quote(line)} is neither a passcode, a section (#main, #extra, !side) nor a comment (#...)`);
    }
    const digits = line.replace(/^0+(?=\d)/, '');
    if (digits.length > MAX_DIGITS) return refuse(`${at}: ${quote(line)} is too long to be a passcode`);
    if (!current) return refuse(`${at}: passcode ${line} comes before #main`);
    sections[current].push({ written: line, code: padPasscode(digits) });
  }
  if (!sawMain) return refuse('The file has no #main section, so it is not a .ydk deck');
  return keepKnown(sections, options);
}

/** The deck as .ydk text: a comment line, then the three sections, 8-digit passcodes, a final newline. */
export function exportYdk(deck: Deck): string {
  assertPasscodes(deck, 'exportYdk');
  const lines = [YDK_CREATOR_LINE];
  for (const section of DECK_SECTIONS) lines.push(YDK_MARKERS[section], ...deck[section]);
  return `${lines.join('\n')}\n`;
}

/** A file name for the deck: its name with characters that file systems refuse replaced by "_". */
export function ydkFileName(deck: Deck): string {
  // eslint-disable-next-line no-control-regex
  const base = deck.name.replace(/[\u0000-\u001f<>:"/\\|?*]/g, '_').trim() || 'deck';
  return `${base}${YDK_EXTENSION}`;
}
