import { MAX_IMPORT_CHARS } from '../decks';
import { MAX_SAVE_CHARS } from './saveGame';

/**
 * A file the player imports (a .ydk deck, a replay, a Forbidden & Limited list) is checked by its
 * size before a byte of it is read: reading a 10 MB file whole only to refuse it blocked the page
 * for 1.5-1.9 s. The limits are the readers' own (in characters; a character is at least one byte,
 * so a file within the byte limit is within the character limit), far above any real file:
 * a .ydk 64 KB (a legal deck's is about 1 KB), a replay 2,000,000 bytes, a list 1 MB.
 */
export const FILE_LIMITS = {
  ydk: MAX_IMPORT_CHARS,
  replay: MAX_SAVE_CHARS,
  banList: 1_048_576,
} as const;

/** What the reader needs of a browser File (tests pass their own). */
export interface ImportedFile {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}

export type FileRead = { ok: true; text: string } | { ok: false; error: string; detail?: string };

/** "512 bytes", "64 KB", "9.5 MB". */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}

/**
 * The file's text, or why it was not read: too large (said in sizes, and the file is never read)
 * or unreadable (in words; the browser's own text is the detail). `what` names the kind of file:
 * "a .ydk deck file".
 */
export async function readImportedFile(file: ImportedFile, limit: number, what: string): Promise<FileRead> {
  if (file.size > limit) {
    return { ok: false, error: `it is too large for ${what} (${sizeInWords(file.size)}; at most ${sizeInWords(limit)}), so it was not read` };
  }
  try {
    return { ok: true, text: await file.text() };
  } catch (e) {
    return { ok: false, error: 'the browser could not read it (it may have been moved or changed)', detail: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
}
