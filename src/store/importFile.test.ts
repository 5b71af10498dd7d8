/** Files a player imports are checked by size before they are read, and refused in words (issue 37). */
import { describe, expect, it, vi } from 'vitest';
import { importYdk } from '../decks';
import { FILE_LIMITS, readImportedFile, sizeInWords } from './importFile';

describe('an imported file', () => {
  it('too large is refused by its size alone: it is never read', async () => {
    const file = new File([new Uint8Array(10 * 1024 * 1024)], 'big.ydk');
    const text = vi.spyOn(file, 'text');
    expect(await readImportedFile(file, FILE_LIMITS.ydk, 'a .ydk deck file')).toEqual({
      ok: false,
      error: 'it is too large for a .ydk deck file (10 MB; at most 64 KB), so it was not read',
    });
    expect(text).not.toHaveBeenCalled();
  });

  it('within the limit is read', async () => {
    const file = new File(['#main\n46986414\n'], 'deck.ydk');
    expect(await readImportedFile(file, FILE_LIMITS.ydk, 'a .ydk deck file')).toEqual({ ok: true, text: '#main\n46986414\n' });
    const exact = new File([new Uint8Array(FILE_LIMITS.ydk)], 'edge.ydk');
    expect((await readImportedFile(exact, FILE_LIMITS.ydk, 'a .ydk deck file')).ok).toBe(true);
  });

  it('that the browser cannot read is refused in words, its own text only as the detail', async () => {
    const file = { name: 'gone.json', size: 10, text: () => Promise.reject(new DOMException('A requested file or directory could not be found at the time an operation was processed.', 'NotFoundError')) };
    expect(await readImportedFile(file, FILE_LIMITS.replay, 'a replay file')).toEqual({
      ok: false,
      error: 'the browser could not read it (it may have been moved or changed)',
      detail: 'NotFoundError: A requested file or directory could not be found at the time an operation was processed.',
    });
  });

  it('sizes are said in bytes, KB or MB', () => {
    expect([sizeInWords(1), sizeInWords(512), sizeInWords(65_536), sizeInWords(2_000_000), sizeInWords(10 * 1024 * 1024)]).toEqual(['1 byte', '512 bytes', '64 KB', '1.9 MB', '10 MB']);
  });
});

describe('a binary .ydk', () => {
  it.each([
    ['control bytes', '\u0000\u0001\u0002#main\n46986414'],
    ['bytes the browser could not decode', '#main\n4698\ufffd6414'],
    ['a C1 control character', '#main\n\u008546986414'],
  ])('with %s is refused in words, echoing none of its bytes', (_what, text) => {
    const got = importYdk(text);
    expect(got).toEqual({ ok: false, error: 'The .ydk file is not text (it holds binary data), so it is not a deck' });
  });

  it('tabs, carriage returns and a byte order mark are still text', () => {
    expect(importYdk('\uFEFF#main\r\n\t46986414\r\n').ok).toBe(true);
  });
});
