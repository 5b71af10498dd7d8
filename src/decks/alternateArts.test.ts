import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALTERNATE_ARTS } from './alternateArts';

const root = path.resolve(__dirname, '../..');

describe('the alternate-artwork table', () => {
  it('is current with reference/cards-db.tsv (scripts/alternate-arts.mjs --check)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/alternate-arts.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('folds the printings the real decks use, and never a different card carrying an alias', () => {
    expect(ALTERNATE_ARTS['46986415']).toBe('46986414'); // Dark Magician
    expect(ALTERNATE_ARTS['89631141']).toBe('89631139'); // Blue-Eyes White Dragon
    expect(ALTERNATE_ARTS['83764719']).toBe('83764718'); // Monster Reborn
    expect(ALTERNATE_ARTS['00295517']).toBeUndefined(); // A Legendary Ocean is not Umi
    expect(ALTERNATE_ARTS['34103656']).toBeUndefined(); // Lemuria, the Forgotten City is not Umi
    expect(ALTERNATE_ARTS['74335036']).toBeUndefined(); // Fusion Substitute is not Polymerization
  });
});
