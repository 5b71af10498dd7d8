import { expect, test } from '@playwright/test';
import { searchPool, settleAnimations } from './helpers';

/*
 * Card text says what the card does (issue 36), as the format chosen plays it: the deck builder's
 * card details show a card with an era variant (docs/goat.md) in that era's words.
 */

test('the deck builder shows the card text of the format chosen: Sangan once per turn in Advanced, with no limit in GOAT', async ({ page }) => {
  await page.goto('/?seed=3');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Deck builder' }).click();
  const details = page.getByRole('region', { name: 'Card details' });

  await page.getByLabel('Format', { exact: true }).selectOption({ label: 'Advanced' });
  await (await searchPool(page, 'Sangan')).hover();
  await expect(details).toContainText('If this card is sent from the field to the Graveyard: add 1 monster with 1500 or less ATK');
  await expect(details).toContainText('once per turn');

  await page.getByLabel('Format', { exact: true }).selectOption({ label: 'GOAT (April 2005)' });
  await (await searchPool(page, 'Sangan')).hover();
  await expect(details).toContainText('No limit per turn');
  await expect(details).not.toContainText('once per turn');
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/card-text-goat-sangan.png' });
});
