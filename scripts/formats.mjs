#!/usr/bin/env node
/**
 * Regenerates src/decks/formatLists.ts, the card lists of the retro formats (which cards are legal,
 * and their Forbidden & Limited list), from the copies in src/decks/reference/formats/ of
 * shared/reference/formats/ (its README says where each list comes from):
 * - yugi-kaiba.tsv: the 185 cards of Legend of Blue Eyes White Dragon and the two Starter Decks, and
 *   the May 2002 limits (`may2002_limit`);
 * - goat-legal.tsv: the 1,698 cards of the April 2005 GOAT list and their limits (`limit`), and the
 *   other 8-digit ids the list gives a card under (`lflist_ids`: alternate artworks the 2016 database
 *   does not know, and pre-errata ids), which are folded onto the card.
 * The TSVs stay out of the bundle (the start screen checks decks in the format chosen, so the lists
 * are in the first load): the legal passcodes are written sorted, each as its difference from the
 * one before in base 36 (~5 KiB gzipped for both formats, against ~7.5 as plain passcodes), plus
 * the names of the limited cards. With --from DIR the two TSVs are first copied from DIR (e.g. ../shared/reference/formats).
 * With --check it changes nothing and fails if the file is out of date (a unit test runs that).
 *
 *   node scripts/formats.mjs [--from DIR] [--check]
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const REFERENCE = 'src/decks/reference/formats';
const TARGET = 'src/decks/formatLists.ts';
const FILES = { 'yugi-kaiba': 'yugi-kaiba.tsv', goat: 'goat-legal.tsv' };

const from = process.argv.indexOf('--from');
if (from >= 0) {
  const dir = process.argv[from + 1];
  if (!dir) throw new Error('--from needs a folder');
  for (const file of Object.values(FILES)) copyFileSync(join(dir, file), join(REFERENCE, file));
}

/** Rows of a TSV as objects by header; no quoting (a field may begin with a quote). */
function read(file, columns) {
  const [head, ...lines] = readFileSync(join(REFERENCE, file), 'utf8').split(/\r?\n/).filter(Boolean);
  const header = head.split('\t');
  for (const c of columns) if (!header.includes(c)) throw new Error(`${file}: no column "${c}" (has ${header.join(', ')})`);
  return lines.map((line, i) => {
    const cells = line.split('\t');
    const row = Object.fromEntries(header.map((h, j) => [h, cells[j] ?? '']));
    if (!/^\d{8}$/.test(row.passcode)) throw new Error(`${file} row ${i + 2}: passcode ${JSON.stringify(row.passcode)} is not 8 digits`);
    if (!row.name) throw new Error(`${file} row ${i + 2}: no name`);
    return row;
  });
}

function limitOf(file, row, column) {
  const limit = Number(row[column]);
  if (![0, 1, 2, 3].includes(limit)) throw new Error(`${file}: ${row.name} has limit ${JSON.stringify(row[column])}`);
  return limit;
}

function listOf(id) {
  const file = FILES[id];
  const column = id === 'goat' ? 'limit' : 'may2002_limit';
  const rows = read(file, ['passcode', 'name', column, ...(id === 'goat' ? ['lflist_ids'] : [])]);
  const passcodes = [...new Set(rows.map((r) => r.passcode))].sort();
  if (passcodes.length !== rows.length) throw new Error(`${file}: a passcode is listed twice`);
  const limits = rows
    .map((r) => [r.passcode, r.name, limitOf(file, r, column)])
    .filter(([, , limit]) => limit < 3)
    .sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
  const aliases = {};
  for (const r of rows) {
    for (const other of (r.lflist_ids ?? '').split(',').map((s) => s.trim())) {
      // 9-digit ids are EDOPro's own card variants, never a printed passcode a deck could hold.
      if (/^\d{8}$/.test(other) && other !== r.passcode) aliases[other] = r.passcode;
    }
  }
  return { passcodes, limits, aliases: Object.fromEntries(Object.entries(aliases).sort()) };
}

const lists = { 'yugi-kaiba': listOf('yugi-kaiba'), goat: listOf('goat') };

/** Sorted passcodes as base-36 differences from the previous one (the first from 0). */
function deltas(passcodes) {
  let previous = 0;
  return passcodes.map((p) => {
    const n = Number(p);
    const d = n - previous;
    previous = n;
    return d.toString(36);
  });
}

const chunk = (items, size) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const block = (id, l) => [
  `  '${id}': {`,
  '    legal: `',
  ...chunk(deltas(l.passcodes), 24).map((c) => c.join(' ')),
  '`,',
  '    limits: [',
  ...l.limits.map(([p, name, limit]) => `      ['${p}', ${JSON.stringify(name)}, ${limit}],`),
  '    ],',
  `    aliases: {${Object.entries(l.aliases).map(([a, p]) => ` '${a}': '${p}'`).join(',')}${Object.keys(l.aliases).length ? ' ' : ''}},`,
  '  },',
];

const text = [
  '/**',
  ' * The card lists of the retro formats: the passcodes of every legal card (sorted, each written as',
  ' * its difference from the one before in base 36, separated by white space: `decodePasscodes`), the',
  ' * Forbidden & Limited entries (passcode, name as the card database spells it, copies allowed) and',
  ' * other passcodes the list gives a card under. Generated by scripts/formats.mjs from',
  ' * src/decks/reference/formats/; do not edit.',
  ' */',
  'export interface FormatCardList {',
  '  readonly legal: string;',
  '  readonly limits: readonly (readonly [passcode: string, name: string, copies: 0 | 1 | 2])[];',
  '  readonly aliases: Readonly<Record<string, string>>;',
  '}',
  '',
  '/** The passcodes `legal` encodes, in order. */',
  'export function decodePasscodes(encoded: string): string[] {',
  '  let previous = 0;',
  "  return encoded.trim().split(/\\s+/).map((step) => String((previous += parseInt(step, 36))).padStart(8, '0'));",
  '}',
  '',
  "export const FORMAT_LISTS: Readonly<Record<'yugi-kaiba' | 'goat', FormatCardList>> = {",
  ...Object.entries(lists).flatMap(([id, l]) => block(id, l)),
  '};',
  '',
].join('\n');

const counts = Object.entries(lists).map(([id, l]) => `${id}: ${l.passcodes.length} cards, ${l.limits.length} limited, ${Object.keys(l.aliases).length} aliases`).join('; ');
if (process.argv.includes('--check')) {
  const current = existsSync(TARGET) ? readFileSync(TARGET, 'utf8') : '';
  if (current !== text) {
    console.error(`${TARGET} is out of date: run node scripts/formats.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(TARGET, text);
  console.log(`${TARGET}: ${counts}`);
}
