import { expect, test } from '@playwright/test';

/** Puzzles (issue 14): the list, a hint, solving one on the mat, and it stays marked solved. */
test('solve a puzzle: a reload halfway keeps the puzzle; it is marked solved on the Puzzles screen, also after a reload', async ({ page }) => {
  await page.goto('/?seed=1&aiDelay=0');
  await page.getByRole('button', { name: 'Puzzles' }).click();
  const screen = page.getByRole('main', { name: 'Puzzles' });
  await expect(screen.getByRole('listitem')).toHaveCount(11);
  await expect(screen).toContainText('0 of 11 solved');
  await screen.getByRole('button', { name: 'Play “Through the front line”' }).click();

  const banner = page.getByRole('region', { name: 'Puzzle' });
  await expect(banner).toContainText('Win this turn');
  await banner.getByText('Hint').click();
  await expect(banner).toContainText('difference in ATK');
  await page.getByRole('button', { name: 'Battle Phase' }).click();
  const mine = page.getByLabel('Your Monster Zone', { exact: false });
  await mine.getByRole('button', { name: 'Battle Ox', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Battle Ox attacks Feral Imp' }).click();
  await expect(page.getByLabel('Opponent LP')).toContainText('1400');
  // A reload halfway: the same puzzle goes on, goal and all, and winning it still counts.
  await page.reload();
  await expect(banner).toContainText('Win this turn');
  await expect(page.getByLabel('Opponent LP')).toContainText('1400');
  await mine.getByRole('button', { name: 'Celtic Guardian', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Celtic Guardian attacks directly' }).click();
  await expect(page.getByRole('dialog', { name: 'You win!' })).toBeVisible();
  await expect(banner.getByRole('status')).toHaveText('Puzzle solved!');

  await page.getByRole('button', { name: 'Back to start' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Puzzles' }).click();
  await expect(screen).toContainText('1 of 11 solved');
  await expect(screen.getByRole('listitem').filter({ hasText: 'Through the front line' })).toContainText('✓ Solved');
});
