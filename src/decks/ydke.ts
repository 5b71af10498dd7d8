/**
 * ydke:// deck URLs, the share format of EDOPro and several deck sites:
 *
 *     ydke://<main>!<extra>!<side>!
 *
 * Each section is standard base64 of its passcodes as little-endian unsigned 32-bit integers.
 * Only web-standard APIs (atob/btoa, Uint8Array, DataView) are used, so this runs the same in
 * Node 20 and in browsers. On import: surrounding spaces and the prefix's case are ignored, the
 * final "!" may be left out, an empty section is an empty list, alternate artworks are read as
 * their card, and passcodes the pool does not know are listed (as decimal numbers, unpadded) and
 * left out. Refused as malformed: another prefix, fewer or more than 3
 * sections, bad base64, a section whose bytes are not a multiple of 4, more than 64 KiB or more
 * than 200 cards.
 */
import { assertPasscodes, DECK_SECTIONS, padPasscode, SECTION_NAMES, type Deck, type DeckSection } from './deck';
import { checkText, keepKnown, refuse, type DeckImport, type ImportOptions, type ParsedEntry } from './imported';

export const YDKE_PREFIX = 'ydke://';

const BYTES_PER_CARD = 4;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

type Decoded = { ok: true; passcodes: ParsedEntry[] } | { ok: false; error: string };

function decodeSection(section: DeckSection, encoded: string): Decoded {
  const name = SECTION_NAMES[section];
  let binary: string;
  try {
    if (!BASE64.test(encoded)) throw new Error('not base64');
    binary = atob(encoded);
  } catch {
    return { ok: false, error: `The ${name} part of the ydke:// URL is not valid base64` };
  }
  if (binary.length % BYTES_PER_CARD !== 0) {
    return { ok: false, error: `The ${name} part of the ydke:// URL has ${binary.length} bytes, which is not a whole number of 4-byte passcodes` };
  }
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  const view = new DataView(bytes.buffer);
  const passcodes: ParsedEntry[] = [];
  for (let at = 0; at < bytes.length; at += BYTES_PER_CARD) {
    const written = String(view.getUint32(at, true));
    passcodes.push({ written, code: padPasscode(written) });
  }
  return { ok: true, passcodes };
}

/** Reads a ydke:// URL. See the module comment for what is accepted. */
export function importYdke(url: string, options: ImportOptions = {}): DeckImport {
  const checked = checkText(url, 'The ydke:// URL');
  if (!checked.ok) return refuse(checked.error);
  const text = checked.text.trim();
  if (!text.toLowerCase().startsWith(YDKE_PREFIX)) return refuse('Not a ydke:// URL: it must start with "ydke://"');
  const body = text.slice(YDKE_PREFIX.length);
  const parts = body.split('!');
  if (body.endsWith('!')) parts.pop();
  if (parts.length !== DECK_SECTIONS.length) {
    const found = `${parts.length} ${parts.length === 1 ? 'part' : 'parts'}`;
    return refuse(`The ydke:// URL has ${found}; it needs 3 (Main, Extra and Side Deck, each ended by "!")`);
  }
  const sections: Record<DeckSection, ParsedEntry[]> = { main: [], extra: [], side: [] };
  for (const [i, section] of DECK_SECTIONS.entries()) {
    const decoded = decodeSection(section, parts[i] ?? '');
    if (!decoded.ok) return refuse(decoded.error);
    sections[section] = decoded.passcodes;
  }
  return keepKnown(sections, options);
}

function encodeSection(passcodes: readonly string[]): string {
  const bytes = new Uint8Array(passcodes.length * BYTES_PER_CARD);
  const view = new DataView(bytes.buffer);
  passcodes.forEach((passcode, i) => view.setUint32(i * BYTES_PER_CARD, Number(passcode), true));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The deck as a ydke:// URL (`ydke://main!extra!side!`). */
export function exportYdke(deck: Deck): string {
  assertPasscodes(deck, 'exportYdke');
  return `${YDKE_PREFIX}${DECK_SECTIONS.map((section) => `${encodeSection(deck[section])}!`).join('')}`;
}
