import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../engine/card';
import { ALTERNATE_ARTS } from './alternateArts';
import { importYdk } from './ydk';

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

  it('folds 18807109, a printing of Spellbinding Circle newer than the database, into 18807108 (folded by hand)', () => {
    expect(ALTERNATE_ARTS['18807109']).toBe('18807108');
    // With Spellbinding Circle known, the Starter Deck: Yugi Reloaded's copy is read as that card.
    const circle: CardDefinition = { passcode: '18807108', name: 'Spellbinding Circle', frame: 'trap', subtype: ['continuous'], text: 'Test card.' };
    const lookup = (passcode: string) => (passcode === circle.passcode ? circle : undefined);
    expect(importYdk('#main\n18807109\n18807108', { lookup })).toMatchObject({
      ok: true,
      deck: { main: ['18807108', '18807108'] },
      folded: [{ section: 'main', passcode: '18807109', card: '18807108', copies: 1 }],
    });
  });
});
