import { expect, test } from '@playwright/test';
import { axeProblems } from './helpers';

/** "Start from a position" (`?scenario=`): a position the engine refuses is reported, and cannot be played. */
test('a position link with a Spell in a Monster Zone is refused on the start screen with the reason', async ({ page }) => {
  const bad = { turn: 3, players: [{ monsters: [{ card: 'Heavy Storm' }] }, {}] };
  await page.goto(`/?seed=1&scenario=${encodeURIComponent(JSON.stringify(bad))}`);
  const offer = page.getByRole('region', { name: 'Start from a position' });
  await expect(offer.getByRole('alert')).toHaveText(/cannot be played.*Monster Zone 1: Heavy Storm is not a monster/);
  await expect(offer.getByRole('button')).toHaveCount(0);
  // The ordinary way to play is still there.
  await expect(page.getByRole('button', { name: 'Duel the computer' })).toBeEnabled();
});

test('a playable position link is offered on the start screen, with no serious accessibility problem', async ({ page }) => {
  const good = { turn: 5, turnPlayer: 1, phase: 'main2', players: [{}, { monsters: [{ card: 'Summoned Skull' }] }] };
  await page.goto(`/?seed=1&scenario=${encodeURIComponent(JSON.stringify(good))}`);
  const offer = page.getByRole('region', { name: 'Start from a position' });
  await expect(offer).toContainText('Turn 5, Player 2’s Main Phase 2');
  expect(await axeProblems(page, 'start screen with a position')).toEqual([]);
  await offer.getByRole('button', { name: 'Play this position vs the computer' }).click();
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 5');
  await expect(page.getByRole('group', { name: 'Opponent Monster Zone 1', exact: true }).getByRole('button', { name: 'Summoned Skull' })).toBeVisible();
});
