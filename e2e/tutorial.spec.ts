import { expect, test } from '@playwright/test';

/** The guided first duel (issue 14): hints on the mat follow what the player does; it can be skipped. */
test('the guided first duel: its first steps follow the player, and it can be skipped', async ({ page }) => {
  await page.goto('/?seed=1&aiDelay=0');
  await page.getByRole('button', { name: 'Guided first duel' }).click();
  const guide = page.getByRole('region', { name: 'Guided duel' });
  await expect(guide).toContainText('Step 1 of 4: Summon a monster');
  const hand = page.getByRole('region', { name: 'Your hand' });
  await hand.getByRole('button', { name: 'Celtic Guardian', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Normal Summon Celtic Guardian', exact: true }).click();
  await expect(guide).toContainText('Step 2 of 4: Set a Trap');
  await hand.getByRole('button', { name: 'Trap Hole', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Set Trap Hole', exact: true }).click();
  await expect(guide).toContainText('Step 3 of 4: The first player cannot attack in the first turn');
  await guide.getByRole('button', { name: 'Skip the guided duel' }).click();
  await expect(page.getByRole('button', { name: 'Guided first duel' })).toBeVisible();
  await expect(guide).toHaveCount(0);
});
