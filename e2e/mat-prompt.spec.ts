import { expect, test } from '@playwright/test';
import { hand, takeOver } from './mat-helpers';

/**
 * The prompt component, with the one prompt the engine has today: discarding down to 6 cards at
 * the end of the turn. The legal cards light up on the mat, pointing at a choice lights exactly its
 * card, the reason is shown and announced, and a lit card answers from its own menu.
 */
test('a prompt shows its reason, lights the legal cards, and is answered from the mat or the panel', async ({ page }) => {
  await page.goto('/?seed=1');
  await page.getByRole('button', { name: 'Hotseat (2 players)' }).click();
  // Nobody plays a card: Player 2 draws in turns 2 and 4 and holds 7 cards at the end of turn 4.
  for (const next of [2, 1, 2] as const) {
    await page.getByRole('button', { name: 'End Turn' }).click();
    await takeOver(page, next);
  }
  await expect(page.getByLabel('Turn')).toContainText('Turn 4');
  await expect(hand(page).locator('[data-frame]')).toHaveCount(7);
  await page.getByRole('button', { name: 'End Turn' }).click();

  const prompt = page.getByRole('region', { name: 'Prompt' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('heading')).toHaveText(/discard/i);
  await expect(page.getByTestId('announce-ask')).toContainText('You are asked:');
  // Every card in the hand may be discarded: all seven are lit as choices; one button each.
  await expect(hand(page).locator('.card-slot.selectable')).toHaveCount(7);
  const choices = prompt.getByRole('group', { name: 'Choices' }).getByRole('button');
  await expect(choices).toHaveCount(7);
  // Pointing at a choice lights its card.
  await choices.nth(2).hover();
  await expect(hand(page).locator('.card-slot.lit')).toHaveCount(1);
  await page.screenshot({ path: 'e2e-artifacts/mat-prompt.png' });

  // Answer from the mat: the lit card's menu offers the discard.
  const first = hand(page).locator('[data-frame]').first();
  const name = (await first.getAttribute('aria-label'))!;
  await first.click();
  const item = page.getByRole('menu').getByRole('menuitem').first();
  await expect(item).toContainText(name);
  await item.click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 1' })).toBeVisible();
});
