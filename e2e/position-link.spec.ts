import { expect, test } from '@playwright/test';

/** "Start from a position" (`?scenario=`): a position the engine refuses is reported, and cannot be played. */
test('a position link with a Spell in a Monster Zone is refused on the start screen with the reason', async ({ page }) => {
  const bad = { turn: 3, players: [{ monsters: [{ card: 'Heavy Storm' }] }, {}] };
  await page.goto(`/?scenario=${encodeURIComponent(JSON.stringify(bad))}`);
  const offer = page.getByRole('region', { name: 'Start from a position' });
  await expect(offer.getByRole('alert')).toHaveText(/cannot be played.*Monster Zone 1: Heavy Storm is not a monster/);
  await expect(offer.getByRole('button')).toHaveCount(0);
  // The ordinary way to play is still there.
  await expect(page.getByRole('button', { name: 'Duel the computer' })).toBeEnabled();
});
