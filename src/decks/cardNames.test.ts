import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCardNames, nameIn } from './cardNames';
import { importYdk } from './ydk';
import { leftOutInWords } from './imported';
import { problemInWords, validateDeck } from './rules';

const root = path.resolve(__dirname, '../..');

describe('the card names table (issue 36: names, not passcodes)', () => {
  it('is current with reference/cards-db.tsv (scripts/card-names.mjs --check)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/card-names.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('names cards, however the passcode is written, and every row of the database', async () => {
    const names = await loadCardNames();
    expect(nameIn(names, '67284908')).toBe('Labyrinth Wall');
    expect(nameIn(names, '11091375')).toBe('Luster Dragon');
    expect(nameIn(names, '00027551')).toBe('Limit Reverse');
    expect(nameIn(names, '27551')).toBe('Limit Reverse');
    expect(nameIn(names, '12345678')).toBeUndefined();
    expect(nameIn(names, 'x')).toBeUndefined();
    expect(nameIn(null, '67284908')).toBeUndefined();
    expect(names.size).toBe(8155);
  });
});

describe('what a player reads about cards the pool lacks', () => {
  it('an import lists every card left out, by name: cards of the database the pool lacks (Tempest Magician, Kozmo Sliprider, Ghostrick Mary ×3, and 14 more)', async () => {
    const names = await loadCardNames();
    // Seventeen cards the pool lacks (effect cards of later years: the pool has every Normal Monster
    // since they became data), and one it has.
    const missing = ['63101919', '94454495', ...Array<string>(3).fill('98707192'), ...MORE];
    const result = importYdk(`#main\n${[...missing, '46986414'].join('\n')}\n#extra\n!side\n`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [line] = leftOutInWords(result.leftOut, (p) => nameIn(names, p));
    expect(line).toMatch(/^Main Deck: 19 copies of 17 cards left out: Tempest Magician, Kozmo Sliprider, Ghostrick Mary ×3, /);
    for (const p of MORE) expect(line).toContain(names.get(p)!);
    expect(line).not.toMatch(/more|\d{8}/);
  });

  it('the deck check names an unknown card it can, and keeps the passcode of one nobody knows', async () => {
    const names = await loadCardNames();
    const deck = { name: 'd', main: ['46986414', '63101919', '63101919', '12345678'], extra: [], side: [] };
    const words = validateDeck(deck, null).map((p) => problemInWords(p, (c) => nameIn(names, c)));
    expect(words).toContain('Tempest Magician (63101919) in the Main Deck (2 copies) is not in the card pool');
    expect(words).toContain('Unknown card 12345678 in the Main Deck; it is not in the card pool');
  });
});

/** Fourteen more passcodes of the card database the pool lacks. */
const MORE = ['00027551', '00164710', '00041546', '00041777', '00168917', '00062121', '00176392', '00111280', '00114932', '00123709', '00126218', '00128454', '00131182', '00135598'];
