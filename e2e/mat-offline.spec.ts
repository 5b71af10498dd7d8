import { expect, test } from '@playwright/test';
import { hand, log, lowMonsterInHand } from './mat-helpers';

/**
 * Installable and offline: the built app has a web app manifest and a service worker that
 * precaches it, so after one visit the game loads and plays with the network cut off.
 */
test('after one visit, the game loads and a duel can be played with the network cut off', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Duel the computer' })).toBeVisible();

  // The manifest is linked and lists installable icons.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest.short_name).toBe('duelmat');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  // The service worker has installed (its precache is complete once it is active) and controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle('duelmat');
  await page.goto('/?seed=1&aiDelay=10');
  await page.getByRole('button', { name: 'Duel the computer' }).click();
  await expect(page.getByLabel('Your LP')).toContainText('8000');
  const name = await lowMonsterInHand(page);
  await hand(page).getByRole('button', { name, exact: true }).first().click();
  await page.getByRole('menu').getByRole('menuitem', { name: `Normal Summon ${name}` }).click();
  await expect(log(page)).toContainText(`Normal Summon ${name}`);
  await page.getByRole('button', { name: 'End Turn' }).click();
  await expect(page.getByLabel('Turn')).toContainText('Turn 3', { timeout: 30_000 });
  await context.setOffline(false);
});
