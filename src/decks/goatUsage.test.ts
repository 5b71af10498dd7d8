/**
 * The GOAT format's tournament cards (issue 34): fixtures/goat-usage.tsv is the first four columns of
 * the reference `formats/goat-usage.tsv` (the 430 distinct cards of 1,826 Format Library top-cut decks,
 * by copies). Every card of it is in the pool but the ones named below, which wait for a mechanic the
 * engine lacks (docs/goat.md, "GOAT cards not yet in the pool"): adding one means taking it off this
 * list, and a card of the list that leaves the pool fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardByName, cardByPasscode } from '../cards';

const NOT_YET_IN_THE_POOL: string[] = [];

const rows = readFileSync(path.resolve(__dirname, 'fixtures/goat-usage.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [rank, name, passcode, copies] = line.split('\t');
    return { rank: Number(rank), name: name!, passcode: passcode!.padStart(8, '0'), copies: Number(copies) };
  });
const inPool = (r: { name: string; passcode: string }): boolean => cardByPasscode(r.passcode) !== undefined || cardByName(r.name) !== undefined;

describe('the GOAT tournament cards (goat-usage.tsv) in the pool', () => {
  it('reads all 430 cards', () => {
    expect(rows).toHaveLength(430);
    expect(new Set(rows.map((r) => r.passcode)).size).toBe(430);
  });

  it('every card is in the pool (none is left waiting for a mechanic)', () => {
    expect(rows.filter((r) => !inPool(r)).map((r) => r.name)).toEqual(NOT_YET_IN_THE_POOL);
  });

  it('the cards in the pool hold at least 99.8% of the copies played', () => {
    const total = rows.reduce((n, r) => n + r.copies, 0);
    const held = rows.filter(inPool).reduce((n, r) => n + r.copies, 0);
    expect(held / total).toBeGreaterThanOrEqual(0.998);
  });
});
