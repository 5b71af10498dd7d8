/**
 * Real deck files as players have them (fixtures/real-decks: 19 .ydk files and 4 ydke:// URLs from
 * public repositories, see SOURCES.md there). Each is imported; the table freezes what is kept,
 * what is left out (copies per section) and how many alternate artworks are read as their card. The
 * file's own counts are read independently of the importer, so every copy is accounted for: kept
 * (folded ones included) + left out = what the file lists, per section.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardByPasscode } from '../cards';
import { DECK_SECTIONS, type DeckSection } from './deck';
import { exportYdk, importYdk } from './ydk';
import { exportYdke, importYdke } from './ydke';

const DIR = path.resolve(__dirname, 'fixtures/real-decks');
type Counts = [number, number, number];
/** file, [kept main/extra/side], [left out main/extra/side], alternate arts folded (all sections). A refused file keeps nothing. */
type Row = [string, Counts, Counts, number];

const ROWS: Row[] = [
  ['DawnbrandBots_emcee-tournament-bot_tournamentManager.ydke.txt', [17, 1, 0], [23, 14, 1], 0],
  ['IceYGO_windbot_AI_BlueEyes.ydk', [40, 15, 0], [0, 0, 0], 0],
  ['IceYGO_windbot_AI_DarkMagician.ydk', [29, 4, 0], [11, 9, 0], 0],
  ['IceYGO_windbot_AI_GOATFormat.ydk', [39, 0, 0], [1, 0, 0], 1],
  ['IceYGO_windbot_AI_Maliss.ydk', [5, 0, 0], [35, 15, 0], 0],
  ['IceYGO_windbot_AI_OldSchool.ydk', [40, 0, 0], [0, 0, 0], 0],
  ['IceYGO_windbot_AI_Ryzeal.ydk', [10, 3, 13], [30, 12, 2], 1],
  ['IceYGO_windbot_AI_Yubel.ydk', [8, 1, 0], [32, 14, 0], 0],
  ['ProjectIgnis_Distribution_Starter-Deck-Kaiba-Reloaded.ydk', [50, 0, 0], [0, 0, 0], 4],
  ['ProjectIgnis_Distribution_Starter-Deck-Yugi-Reloaded.ydk', [50, 0, 0], [0, 0, 0], 3],
  ['ProjectIgnis_Distribution_Structure-Deck-Dragons-Roar.ydk', [40, 0, 0], [0, 0, 0], 1],
  ['ProjectIgnis_Distribution_Structure-Deck-Seto-Kaiba.ydk', [40, 5, 0], [0, 0, 0], 4],
  ['ProjectIgnis_Distribution_Structure-Deck-Yugi-Moto.ydk', [40, 5, 0], [0, 0, 0], 3],
  ['ProjectIgnis_Distribution_Structure-Deck-Zombie-Madness.ydk', [40, 0, 0], [0, 0, 0], 0],
  ['ProjectIgnis_Distribution_Tactical-Try-Deck-Evil-Twin-the-Kaito-Pair.ydk', [2, 1, 0], [38, 9, 0], 1],
  ['ProjectIgnis_ydke.js_README-example1.ydke.txt', [1, 1, 1], [1, 0, 0], 0],
  ['ProjectIgnis_ydke.js_README-example2.ydke.txt', [2, 0, 0], [0, 1, 0], 0],
  ['ThisJustZack_silhouette-card-maker_plugins-yugioh-README.ydke.txt', [4, 0, 4], [36, 15, 11], 1],
  ['cromerc_ygopro_AI_ExodiaLib.ydk', [40, 0, 0], [0, 0, 0], 3],
  ['cromerc_ygopro_AI_Kaiba.ydk', [50, 6, 0], [0, 0, 0], 5],
  ['cromerc_ygopro_AI_Pegasus.ydk', [42, 0, 0], [0, 0, 0], 1],
  ['cromerc_ygopro_AI_Yugi.ydk', [44, 3, 0], [0, 0, 0], 4],
  ['cromerc_ygopro_Starter2016.ydk', [40, 0, 0], [0, 0, 0], 0],
];

const isYdke = (file: string): boolean => file.endsWith('.ydke.txt');
const read = (file: string): string => readFileSync(path.join(DIR, file), 'utf8');
const importFile = (file: string) => (isYdke(file) ? importYdke(read(file)) : importYdk(read(file)));

/** The passcodes a file lists per section, as written, read without the importer: YGOPro's rules for .ydk, byte counts for ydke. */
function listed(file: string): Record<DeckSection, string[]> {
  const out: Record<DeckSection, string[]> = { main: [], extra: [], side: [] };
  const text = read(file).trim();
  if (isYdke(file)) {
    const parts = text.slice('ydke://'.length).split('!');
    DECK_SECTIONS.forEach((section, i) => {
      const bytes = Buffer.from(parts[i] ?? '', 'base64');
      for (let at = 0; at < bytes.length; at += 4) out[section].push(String(bytes.readUInt32LE(at)));
    });
    return out;
  }
  let section: DeckSection = 'main';
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line.startsWith('!')) section = 'side';
    else if (line.toLowerCase() === '#extra') section = 'extra';
    else if (line.toLowerCase() === '#main') section = 'main';
    else if (/^\d+$/.test(line)) out[section].push(line);
  }
  return out;
}

describe('real deck files: what is kept, left out and folded, copy by copy', () => {
  it('the table covers every fixture', () => {
    expect(ROWS).toHaveLength(23);
    expect(ROWS.filter(([f]) => f.endsWith('.ydk'))).toHaveLength(19);
  });

  it.each(ROWS)('%s', (file, kept, lost, folded) => {
    const result = importFile(file);
    const lists = listed(file);
    const refused = kept.every((n) => n === 0);
    if (refused) {
      // Nothing known: reported, never saved as an empty deck.
      expect(result).toMatchObject({ ok: false });
      expect(!result.ok && result.error).toMatch(/^None of the \d+ cards in it is in the card pool \(Main Deck: /);
      DECK_SECTIONS.forEach((section, i) => expect(lists[section]).toHaveLength(lost[i]!));
      return;
    }
    if (!result.ok) throw new Error(result.error);
    const { deck, leftOut } = result;
    DECK_SECTIONS.forEach((section, i) => {
      expect(deck[section], section).toHaveLength(kept[i]!);
      const lostHere = leftOut.filter((x) => x.section === section);
      expect(lostHere.reduce((n, x) => n + x.copies, 0), section).toBe(lost[i]);
      expect(kept[i]! + lost[i]!, `${section}: every copy accounted for`).toBe(lists[section].length);
      // Passcodes are reported as the file writes them, and each really is in that section.
      for (const x of lostHere) expect(lists[section].filter((p) => p === x.passcode)).toHaveLength(x.copies);
    });
    expect(result.folded.reduce((n, f) => n + f.copies, 0)).toBe(folded);
    for (const entry of [...deck.main, ...deck.extra, ...deck.side]) expect(cardByPasscode(entry), entry).toBeDefined();
    expect(result.unknown).toEqual([...new Set(leftOut.map((x) => x.passcode))]);
  });

  /** Copies the 15 classic files (Starter and Structure Decks, the simulators' AI decks) kept before the pool had every Normal Monster. */
  const KEPT_BEFORE_NORMALS: Record<string, number> = {
    'IceYGO_windbot_AI_BlueEyes.ydk': 5, 'IceYGO_windbot_AI_DarkMagician.ydk': 3, 'IceYGO_windbot_AI_GOATFormat.ydk': 12,
    'IceYGO_windbot_AI_OldSchool.ydk': 9, 'ProjectIgnis_Distribution_Starter-Deck-Kaiba-Reloaded.ydk': 11,
    'ProjectIgnis_Distribution_Starter-Deck-Yugi-Reloaded.ydk': 14, 'ProjectIgnis_Distribution_Structure-Deck-Dragons-Roar.ydk': 6,
    'ProjectIgnis_Distribution_Structure-Deck-Seto-Kaiba.ydk': 8, 'ProjectIgnis_Distribution_Structure-Deck-Yugi-Moto.ydk': 6,
    'ProjectIgnis_Distribution_Structure-Deck-Zombie-Madness.ydk': 6, 'cromerc_ygopro_AI_ExodiaLib.ydk': 8, 'cromerc_ygopro_AI_Kaiba.ydk': 22,
    'cromerc_ygopro_AI_Pegasus.ydk': 13, 'cromerc_ygopro_AI_Yugi.ydk': 17, 'cromerc_ygopro_Starter2016.ydk': 6,
  };

  it('the classic files keep more copies now that every Normal Monster is in the pool (146 of 683 before)', () => {
    let before = 0;
    let now = 0;
    for (const [file, was] of Object.entries(KEPT_BEFORE_NORMALS)) {
      const result = importFile(file);
      const kept = result.ok ? result.deck.main.length + result.deck.extra.length + result.deck.side.length : 0;
      expect(kept, file).toBeGreaterThanOrEqual(was);
      before += was;
      now += kept;
    }
    expect(before).toBe(146);
    expect(now).toBeGreaterThanOrEqual(210);
  });

  it.each(ROWS.filter(([, kept]) => kept.some((n) => n > 0)))('%s: .ydk and ydke:// round trips give the same deck', (file) => {
    const result = importFile(file);
    if (!result.ok) throw new Error(result.error);
    expect(importYdk(exportYdk(result.deck))).toEqual({ ok: true, deck: result.deck, unknown: [], leftOut: [], folded: [] });
    expect(importYdke(exportYdke(result.deck))).toEqual({ ok: true, deck: result.deck, unknown: [], leftOut: [], folded: [] });
  });

  it('alternate artworks in the real files become the pool card (32 copies in 13 files)', () => {
    const folds = ROWS.flatMap(([file]) => {
      const r = importFile(file);
      return r.ok ? r.folded : [];
    });
    expect(folds.reduce((n, f) => n + f.copies, 0)).toBe(32);
    for (const f of folds) expect(cardByPasscode(f.card)?.name).toBeDefined();
    expect(new Set(folds.map((f) => cardByPasscode(f.card)?.name))).toContain('Dark Magician');
  });
});
