#!/usr/bin/env node
/**
 * Regenerates src/cards/reference/texts-2016-fingerprints.tsv: for each card module's passcode, short
 * hashes of the sentences of its 2016 text (shared/reference/formats/texts-2016.tsv) of 6 words or more,
 * (a row for every module, empty where the 2016 texts lack the card), so cardText.test.ts can check
 * that no card's text copies one (the official wording never enters the
 * repository, only these fingerprints). A sentence is normalised as the test does: lower case, letters,
 * digits and single spaces only.
 *
 *   node scripts/card-text-fingerprints.mjs [path/to/texts-2016.tsv] [--check]
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const source = args.find((a) => !a.startsWith('--')) ?? '../shared/reference/formats/texts-2016.tsv';
const TARGET = 'src/cards/reference/texts-2016-fingerprints.tsv';
const FOLDERS = ['effect', 'spell', 'trap', 'ritual', 'pendulum', 'extra', 'token'];

export const normalise = (s) => s.toLowerCase().replace(/[^a-z0-9 ]/g, '').replace(/\s+/g, ' ').trim();
/** A list of material names ('"A" + "B"') is a fact, not wording: left out. */
const MATERIALS = /^("[^"]+"\s*\+\s*)+"[^"]+"\.?$/;
export const sentences = (text) =>
  text.split(/(?<=[.!?])\s+|\s\/\s/).filter((s) => !MATERIALS.test(s.trim())).map(normalise).filter((s) => s.split(' ').length >= 6);
export const fingerprint = (s) => createHash('sha256').update(s).digest('hex').slice(0, 12);

const passcodes = new Set(
  FOLDERS.flatMap((f) => readdirSync(`src/cards/${f}`).map((n) => /^c(\d{8})\.ts$/.exec(n)?.[1]).filter(Boolean)),
);
const texts = new Map(
  readFileSync(source, 'utf8').split(/\r?\n/).slice(1).filter(Boolean).map((l) => l.split('\t')).map((r) => [r[0], r[2] ?? '']),
);
// A row for every card module, empty when the 2016 texts lack the card: the test then knows the file
// was made after the module was added.
const lines = [...passcodes].sort().map((p) => `${p}\t${sentences(texts.get(p) ?? '').map(fingerprint).join(',')}`);
const out = `${lines.join('\n')}\n`;
if (check) {
  if (!existsSync(TARGET) || readFileSync(TARGET, 'utf8') !== out) {
    console.error(`${TARGET} is out of date: run node scripts/card-text-fingerprints.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(TARGET, out);
  console.log(`${TARGET}: ${lines.length} cards`);
}
