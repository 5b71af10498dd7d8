import { expect, test } from '@playwright/test';
import { hand, log, lowMonsterInHand } from './mat-helpers';
import { searchPool, startGoingFirst } from './helpers';

/**
 * Installable and offline: the built app has a web app manifest and a service worker that
 * precaches it, so after one visit the game loads and plays with the network cut off.
 */
test('after one visit, the game loads, the deck builder and a Match open, and a duel can be played with the network cut off', async ({ page, context }) => {
  await page.goto('/?seed=1');
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

  // The deck builder and a Match's screens are chunks of their own, fetched when first opened
  // (src/ui/App.tsx): the precache lists them, so they open offline although this page never loaded them.
  const sw = await (await page.request.get('/sw.js')).text();
  expect(sw).toMatch(/assets\/DeckBuilder-[\w-]+\.js/);
  expect(sw).toMatch(/assets\/MatchScreen-[\w-]+\.js/);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle('duelmat');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByRole('main', { name: 'Deck builder' })).toBeVisible();
  await expect(await searchPool(page, 'Dark Magician')).toBeVisible();
  await page.getByRole('button', { name: '← Start' }).click();
  await page.getByRole('button', { name: 'Match vs the computer' }).click();
  await expect(page.getByRole('heading', { name: 'Duel 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toss the coin' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave match' }).click();
  await page.getByRole('alertdialog', { name: 'Leave this Match?' }).getByRole('button', { name: 'Leave match' }).click();
  await expect(page.getByRole('button', { name: 'Duel the computer' })).toBeVisible();
  await page.goto('/?seed=1&aiDelay=10');
  await startGoingFirst(page, 'Duel the computer');
  await expect(page.getByLabel('Your LP')).toContainText('8000');
  const name = await lowMonsterInHand(page);
  await hand(page).getByRole('button', { name, exact: true }).first().click();
  await page.getByRole('menu').getByRole('menuitem', { name: `Normal Summon ${name}` }).click();
  await expect(log(page)).toContainText(`Normal Summon ${name}`);
  await page.getByRole('button', { name: 'End Turn' }).click();
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 3', { timeout: 30_000 });
  await context.setOffline(false);
});

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a screen whose chunk cannot be fetched says so and offers Reload', async ({ page }) => {
    await page.goto('/?seed=1');
    await page.route(/\/assets\/DeckBuilder-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Deck builder' }).click();
    await expect(page.getByRole('alert')).toContainText('Could not load the deck builder');
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('button', { name: 'Deck builder' }).click();
    await expect(page.getByRole('main', { name: 'Deck builder' })).toBeVisible();
  });
});
