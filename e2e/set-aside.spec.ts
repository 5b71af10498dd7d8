import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { axeProblems } from './helpers';

/**
 * Saved data that cannot be read is set aside, never lost (issue 37): the start screen (and a
 * Match's screen) names what was set aside and why, offers it as a download exactly as it was
 * stored, and lets the player dismiss the notice or delete the copy.
 */
const NOTICE = 'Saved data set aside';
/** A replay list cut short, as an interrupted write leaves it. */
const DAMAGED = '[{"id":"1","title":"You vs Computer (easy)","text":"{\\"format\\":\\"duelmat-rep';

test('a damaged saved replay list: the start screen names it, downloads it as it was, dismisses and deletes it', async ({ page }) => {
  // Seeded once, before the app reads storage on the first load.
  await page.addInitScript((damaged) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.clear();
    localStorage.setItem('duelmat:replays', damaged);
  }, DAMAGED);
  await page.goto('/?seed=1');
  await page.reload();
  const notice = page.getByRole('alert', { name: NOTICE });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Your saved replays could not be read (it is not JSON). The list was set aside.');
  // The replays panel no longer holds it, and nothing overwrites the copy.
  expect(await page.evaluate(() => [localStorage.getItem('duelmat:replays'), localStorage.getItem('duelmat:replays:set-aside')])).toEqual([null, DAMAGED]);
  await page.screenshot({ path: 'e2e-artifacts/set-aside-notice.png', fullPage: true });
  expect(await axeProblems(page, 'start screen with a set-aside notice')).toEqual([]);

  const downloading = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Download the set-aside saved replay list' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('duelmat set-aside replay list.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(DAMAGED);

  // Dismiss hides it for this visit only: the copy is kept and named again on the next.
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(notice).toBeVisible();

  // Delete asks once more, then removes the copy for good.
  await notice.getByRole('button', { name: 'Delete the set-aside saved replay list' }).click();
  await notice.getByRole('button', { name: 'Keep it' }).click();
  await notice.getByRole('button', { name: 'Delete the set-aside saved replay list' }).click();
  await notice.getByRole('button', { name: 'Delete the set-aside saved replay list for good' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Replays' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('duelmat:replays:set-aside'))).toBeNull();
});

test('a Match whose Duel on the mat cannot be resumed: the Match screen says so and offers the Duel’s save', async ({ page }) => {
  await page.goto('/?seed=3');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Match hotseat' }).click();
  await page.getByRole('button', { name: 'Toss the coin' }).click();
  await page.getByRole('button', { name: 'Go first' }).click();
  await expect(page.getByRole('heading', { name: /^Pass the device to Player [12]$/ }).or(page.getByLabel('Phase'))).toBeVisible();
  await page.evaluate(() => localStorage.setItem('duelmat:duel', '{"format":"duelmat-duel","version":1,"mode":"hotseat","actions":"damaged"}'));

  await page.reload();
  const notice = page.getByRole('main', { name: 'Match' }).getByRole('alert', { name: NOTICE });
  await expect(notice).toContainText('The duel saved in this browser could not be resumed: it is not a duelmat save:');
  await expect(notice).toContainText('It was set aside.');
  await expect(page.getByRole('button', { name: 'Start Duel 1' })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Download the set-aside saved duel' })).toBeVisible();
  await page.screenshot({ path: 'e2e-artifacts/set-aside-match.png' });
});
