import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import type { Deck } from './deck';
import { MAX_IMPORT_CARDS, MAX_IMPORT_CHARS } from './imported';
import { exportYdk, importYdk } from './ydk';
import { exportYdke, importYdke } from './ydke';
import { FLAME_SWORDSMAN, FULL_EXTRA, mainOf, pc, presetDeck, testLookup, times, UNKNOWN } from './testing';

const DM = pc('Dark Magician');
const BEWD = pc('Blue-Eyes White Dragon');
const LEFT_ARM = pc('Left Arm of the Forbidden One'); // 07902349

/** An independent encoder (Node's Buffer) to check the format, not just the round trip. */
const b64 = (passcodes: readonly (string | number)[]): string => {
  const buf = Buffer.alloc(passcodes.length * 4);
  passcodes.forEach((p, i) => buf.writeUInt32LE(Number(p), i * 4));
  return buf.toString('base64');
};

const fullDeck: Deck = { name: 'Full', main: mainOf(60, 0), extra: [...FULL_EXTRA], side: mainOf(15, 30) };

describe('ydke:// round trip: export then import gives the same deck', () => {
  it.each<[string, Deck]>([
    ['a preset deck', presetDeck(1)],
    ['a deck with every section full', fullDeck],
    ['an empty deck', { name: 'Empty', main: [], extra: [], side: [] }],
    ['passcodes with leading zeros', { name: 'Zeros', main: [LEFT_ARM], extra: [], side: [LEFT_ARM, DM] }],
    ['one card (base64 padding)', { name: 'One', main: [DM], extra: [], side: [] }],
    ['two cards (base64 padding)', { name: 'Two', main: [DM, BEWD], extra: [], side: [] }],
  ])('%s', (_what, deck) => {
    expect(importYdke(exportYdke(deck), { name: deck.name, lookup: testLookup })).toEqual({ ok: true, deck, unknown: [], leftOut: [], folded: [] });
  });

  it('.ydk and ydke:// carry the same deck', () => {
    const viaYdk = importYdk(exportYdk(fullDeck), { lookup: testLookup });
    const viaYdke = importYdke(exportYdke(fullDeck), { lookup: testLookup });
    expect(viaYdke).toEqual(viaYdk);
  });
});

describe('exportYdke', () => {
  it('writes base64 of little-endian uint32 passcodes per section, each ended by "!"', () => {
    const deck: Deck = { name: 'd', main: [DM, LEFT_ARM], extra: [FLAME_SWORDSMAN.passcode], side: [BEWD, BEWD] };
    expect(exportYdke(deck)).toBe(`ydke://${b64([DM, LEFT_ARM])}!${b64([FLAME_SWORDSMAN.passcode])}!${b64([BEWD, BEWD])}!`);
  });

  it('Dark Magician 46986414 = 0x02CCF4AE is the bytes AE F4 CC 02', () => {
    expect(exportYdke({ name: 'd', main: [DM], extra: [], side: [] })).toBe('ydke://rvTMAg==!!!');
  });

  it('an empty deck is "ydke://!!!"', () => {
    expect(exportYdke({ name: 'd', main: [], extra: [], side: [] })).toBe('ydke://!!!');
  });

  it('refuses a deck holding something other than passcodes', () => {
    expect(() => exportYdke({ name: 'd', main: [], extra: ['Flame Swordsman'], side: [] })).toThrow(RangeError);
  });
});

describe('importYdke', () => {
  it('accepts surrounding spaces, any case of the prefix and a missing final "!"', () => {
    const expected = { ok: true, deck: { name: 'Imported deck', main: [DM], extra: [], side: [BEWD] }, unknown: [], leftOut: [], folded: [] };
    expect(importYdke(`  YDKE://${b64([DM])}!!${b64([BEWD])}!\n`)).toEqual(expected);
    expect(importYdke(`ydke://${b64([DM])}!!${b64([BEWD])}`)).toEqual(expected);
  });

  it('accepts base64 without "=" padding', () => {
    expect(importYdke('ydke://rvTMAg!!!')).toMatchObject({ ok: true, deck: { main: [DM] } });
  });

  it('lists unknown passcodes once and imports the rest', () => {
    const url = `ydke://${b64([DM, UNKNOWN, 42, UNKNOWN])}!${b64([4294967295])}!${b64([BEWD])}!`;
    expect(importYdke(url)).toEqual({
      ok: true,
      deck: { name: 'Imported deck', main: [DM], extra: [], side: [BEWD] },
      unknown: [UNKNOWN, '42', '4294967295'],
      leftOut: [
        { section: 'main', passcode: UNKNOWN, copies: 2 },
        { section: 'main', passcode: '42', copies: 1 },
        { section: 'extra', passcode: '4294967295', copies: 1 },
      ],
      folded: [],
    });
  });

  it('reads an alternate artwork as its card (Dark Magician 46986415 is Dark Magician)', () => {
    const result = importYdke(`ydke://${b64([46986415, 46986415])}!!!`);
    expect(result).toMatchObject({ ok: true, deck: { main: [DM, DM] }, unknown: [], folded: [{ section: 'main', passcode: '46986415', card: DM, copies: 2 }] });
  });

  it('refuses a URL none of whose cards is in the pool, saying what it held', () => {
    expect(importYdke(`ydke://${b64([UNKNOWN, UNKNOWN])}!!${b64([42])}!`)).toEqual({
      ok: false,
      error: `None of the 3 cards in it is in the card pool (Main Deck: 2 copies of 1 card left out: ${Number(UNKNOWN)} ×2; Side Deck: 1 copy of 1 card left out: 42)`,
      leftOut: [{ section: 'main', passcode: String(Number(UNKNOWN)), copies: 2 }, { section: 'side', passcode: '42', copies: 1 }],
    });
  });

  it('takes the name from the options', () => {
    expect(importYdke('ydke://!!!', { name: 'Shared' })).toMatchObject({ ok: true, deck: { name: 'Shared' } });
  });
});

describe('importYdke refuses a malformed URL with the reason, and returns no deck', () => {
  it.each<[string, string, RegExp]>([
    ['an empty string', '', /^Not a ydke:\/\/ URL/],
    ['another scheme', 'https://example.com/deck', /^Not a ydke:\/\/ URL: it must start with "ydke:\/\/"$/],
    ['a .ydk file', '#main\n46986414', /^Not a ydke:\/\/ URL/],
    ['the prefix alone', 'ydke://', /has 1 part; it needs 3/],
    ['a Main Deck only', `ydke://${b64([DM])}!`, /has 1 part; it needs 3/],
    ['no Side Deck', `ydke://${b64([DM])}!!`, /has 2 parts; it needs 3/],
    ['a fourth section', 'ydke://!!!!', /has 4 parts; it needs 3/],
    ['text after the last "!"', 'ydke://!!!extra', /has 4 parts; it needs 3/],
    ['characters outside base64', 'ydke://@@@@!!!', /^The Main Deck part of the ydke:\/\/ URL is not valid base64$/],
    ['URL-safe base64', 'ydke://-_-_!!!', /Main Deck part .* not valid base64/],
    ['a space inside base64', 'ydke://rvT MAg==!!!', /Main Deck part .* not valid base64/],
    ['base64 of impossible length', 'ydke://!A!!', /^The Extra Deck part of the ydke:\/\/ URL is not valid base64$/],
    ['padding in the middle', 'ydke://!!rv==fMAg!', /Side Deck part .* not valid base64/],
    ['2 bytes in a section', `ydke://${b64([DM])}!!${Buffer.from([1, 2]).toString('base64')}!`, /^The Side Deck part of the ydke:\/\/ URL has 2 bytes, which is not a whole number of 4-byte passcodes$/],
    ['5 bytes in a section', `ydke://${Buffer.from([1, 2, 3, 4, 5]).toString('base64')}!!!`, /Main Deck part .* has 5 bytes/],
    ['absurdly long', `ydke://${'A'.repeat(MAX_IMPORT_CHARS)}!!!`, /^The ydke:\/\/ URL is too large/],
    ['absurdly many cards', `ydke://${b64(times(MAX_IMPORT_CARDS + 1, DM))}!!!`, /^The deck lists 201 cards; at most 200 can be imported$/],
  ])('%s', (_what, url, reason) => {
    const result = importYdke(url);
    expect(result.ok).toBe(false);
    expect(result).not.toHaveProperty('deck');
    if (!result.ok) expect(result.error).toMatch(reason);
  });

  it('input that is not text is refused', () => {
    expect(importYdke(42 as unknown as string)).toEqual({ ok: false, error: 'The ydke:// URL must be text' });
  });
});
