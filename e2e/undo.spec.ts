import { expect, test } from '@playwright/test';
import { expectMyMove, startGoingFirst } from './helpers';

/** Undo in practice (issue 14): back to the player's previous decision; not offered outside practice. */
test('a practice duel vs the computer: Undo goes back to the previous decision, the computer’s turn included', async ({ page }) => {
  await page.goto('/?seed=1&aiDelay=0');
  await page.getByRole('checkbox', { name: 'Practice duel vs the computer (you may undo)' }).check();
  await startGoingFirst(page, 'Duel the computer');
  await expectMyMove(page);
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeDisabled();
  const hand = page.getByRole('region', { name: 'Your hand' });
  await expect(hand.locator('[data-frame]')).toHaveCount(5);
  const first = hand.locator('[data-frame="normal"], [data-frame="effect"]').first();
  const name = (await first.getAttribute('aria-label'))!;
  await first.click();
  await page.getByRole('menu').getByRole('menuitem', { name: `Set ${name}`, exact: true }).click();
  const mySet = page.getByLabel('Your Monster Zone', { exact: false }).getByRole('button', { name, exact: true });
  await expect(mySet).toHaveCount(1);
  await page.getByRole('button', { name: 'End Turn' }).click();
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 3', { timeout: 20_000 });
  await expectMyMove(page, 20_000);

  // Back to before "End Turn": turn 1, the Set monster still there, the computer's turn gone.
  await undo.click();
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 1');
  await expect(mySet).toHaveCount(1);
  await expect(hand.locator('[data-frame]')).toHaveCount(4);
  // Back to before the Set: the card is in the hand again, nothing left to undo.
  await undo.click();
  await expect(mySet).toHaveCount(0);
  await expect(hand.locator('[data-frame]')).toHaveCount(5);
  await expect(undo).toBeDisabled();
  await expectMyMove(page);
});

test('no Undo outside practice', async ({ page }) => {
  await page.goto('/?seed=1&aiDelay=0');
  await startGoingFirst(page, 'Duel the computer');
  await expectMyMove(page);
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
});
