import { expect, test, type Page } from '@playwright/test';
import { expectMyMove, settleAnimations } from './helpers';

/**
 * Issue 36, who goes first: a single duel and a hotseat game start with a coin toss; its winner
 * chooses to go first or second, the computer goes first when it wins. The toss comes from the
 * duel's seed, so `?seed=` replays it: seed 1 is Tails (Player 2 wins), seed 2 Heads (Player 1 wins).
 */
const order = (page: Page) => page.getByRole('region', { name: 'Turn order' });

test('the computer wins the toss (seed 1), goes first and plays turn 1; the same seed tosses the same way again', async ({ page }) => {
  for (const attempt of [1, 2]) {
    await page.goto('/?seed=1&aiDelay=0');
    await page.getByRole('button', { name: 'Duel the computer' }).click();
    await expect(order(page).getByRole('status')).toHaveText('Tails! The computer wins the toss. The computer chooses to go first.');
    await expect(order(page).getByRole('heading')).toHaveText('The computer goes first.');
    await expect(order(page).getByRole('img', { name: 'The coin shows tails' })).toBeVisible();
    if (attempt === 2) break;
    await settleAnimations(page);
    await page.screenshot({ path: 'e2e-artifacts/turn-order-computer-wins.png' });
  }
  await order(page).getByRole('button', { name: 'Start the duel' }).click();
  // The computer's first turn (no draw, no Battle Phase), then the human's turn 2 with a draw.
  await expectMyMove(page, 60_000);
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 2');
  await expect(page.getByRole('region', { name: 'Your hand' }).locator('[data-frame]')).toHaveCount(6);
});

test('hotseat: Player 1 wins the toss (seed 2) and chooses to go second; Player 2 takes turn 1', async ({ page }) => {
  await page.goto('/?seed=2');
  await page.getByRole('button', { name: 'Hotseat (2 players)' }).click();
  await expect(order(page).getByRole('status')).toHaveText('Heads! Player 1 wins the toss.');
  await expect(order(page).getByRole('heading')).toHaveText('Player 1: go first or second?');
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/turn-order-choose.png' });
  await order(page).getByRole('button', { name: 'Go second' }).click();
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 2' })).toBeVisible();
  await page.getByRole('button', { name: 'I’m Player 2 — show my cards' }).click();
  await expect(page.getByText(/^Your move \(Player 2\)/)).toBeVisible();
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 1');
  await expect(page.getByRole('region', { name: 'Your hand' }).locator('[data-frame]')).toHaveCount(5);
});

test('"I choose" on the start screen: no toss, Go first or Go second; Back to start leaves', async ({ page }) => {
  await page.goto('/?seed=1');
  await page.getByLabel('Who goes first').selectOption('choose');
  await page.getByRole('button', { name: 'Duel the computer' }).click();
  await expect(order(page).getByRole('status')).toHaveText('You choose who goes first.');
  await expect(order(page).getByRole('img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to start' }).click();
  await expect(page.getByRole('button', { name: 'Duel the computer' })).toBeVisible();
  // The setting is remembered.
  await page.reload();
  await expect(page.getByLabel('Who goes first')).toHaveValue('choose');
  await page.getByRole('button', { name: 'Duel the computer' }).click();
  await order(page).getByRole('button', { name: 'Go second' }).click();
  await expectMyMove(page, 60_000);
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 2');
});
