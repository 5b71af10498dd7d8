import { expect, test, type Page } from '@playwright/test';
import { expectMyMove, settleAnimations, startGoingFirst } from './helpers';
import { takeOver } from './mat-helpers';

/**
 * Resume after a reload (issue 14): the duel is saved after every action and a reload puts it back
 * exactly where it was: the board, both hands, LP, the log, an open prompt, the hotseat cover.
 */

/** What the player sees of the duel, as assistive technology reads it (the mat, the log, the prompt). */
async function seen(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const mat = await page.getByRole('main', { name: 'Game mat' }).ariaSnapshot();
  const log = await page.getByRole('region', { name: 'Duel log' }).innerText();
  const prompt = page.getByRole('region', { name: 'Prompt' });
  return [mat, log, (await prompt.count()) ? await prompt.ariaSnapshot() : 'no prompt'];
}

test('against the computer: after a few actions a reload puts the duel back exactly, an open prompt included', async ({ page }) => {
  await page.goto('/?seed=1&aiDelay=0');
  await startGoingFirst(page, 'Duel the computer');
  await expectMyMove(page);
  const hand = page.getByRole('region', { name: 'Your hand' });
  const first = hand.locator('[data-frame="normal"], [data-frame="effect"]').first();
  const name = (await first.getAttribute('aria-label'))!;
  await first.click();
  await page.getByRole('menu').getByRole('menuitem', { name: `Set ${name}`, exact: true }).click();
  await expect(page.getByLabel('Your Monster Zone', { exact: false }).getByRole('button', { name, exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'End Turn' }).click();
  // The computer plays its turn; then it is ours again (turn 3).
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 3', { timeout: 20_000 });
  await expectMyMove(page, 20_000);
  const before = await seen(page);
  const lp = [await page.getByLabel('Your LP').innerText(), await page.getByLabel('Opponent LP').innerText()];

  await page.reload();
  await expectMyMove(page);
  expect(await seen(page)).toEqual(before);
  expect([await page.getByLabel('Your LP').innerText(), await page.getByLabel('Opponent LP').innerText()]).toEqual(lp);
  // The computer's turn is in the log after the reload too.
  await expect(page.getByRole('region', { name: 'Duel log' })).toContainText('Opponent');

  // An open prompt: a position where our End Phase asks for a discard (7 cards in hand).
  const scenario = { turn: 3, turnPlayer: 0, phase: 'main2', players: [{ hand: Array(7).fill('Celtic Guardian'), deck: ['Kuriboh', 'Kuriboh'] }, { deck: ['Kuriboh', 'Kuriboh'] }] };
  await page.goto(`/?seed=1&aiDelay=0&scenario=${encodeURIComponent(JSON.stringify(scenario))}`);
  // The duel in progress is resumed first; leave it to start the position.
  await page.getByRole('button', { name: 'Leave duel' }).click();
  await page.getByRole('alertdialog', { name: 'Leave this duel?' }).getByRole('button', { name: 'Leave duel' }).click();
  await page.getByRole('button', { name: 'Play this position vs the computer' }).click();
  await page.getByRole('button', { name: 'End Turn' }).click();
  const prompt = page.getByRole('region', { name: 'Prompt' });
  await expect(prompt.getByRole('heading')).toHaveText(/discard/i);
  const asked = await seen(page);
  await page.reload();
  await expect(prompt.getByRole('heading')).toHaveText(/discard/i);
  expect(await seen(page)).toEqual(asked);
  // The prompt still answers: discarding one card ends the turn.
  await prompt.getByRole('group', { name: 'Choices' }).getByRole('button').first().click();
  await expect(prompt).toHaveCount(0);
});

test('hotseat: a reload keeps the pass-the-device cover up, then the same duel goes on', async ({ page }) => {
  await page.goto('/?seed=1');
  await startGoingFirst(page, 'Hotseat (2 players)');
  await expect(page.getByText(/^Your move \(Player 1\)/)).toBeVisible();
  await page.getByRole('button', { name: 'End Turn' }).click();
  await takeOver(page, 2);
  const player2 = await seen(page);
  await page.getByRole('button', { name: 'End Turn' }).click();
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 1' })).toBeVisible();

  await page.reload();
  // Still covered: nothing of either hand is on the page.
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your hand' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Duel log' })).toHaveCount(0);
  await takeOver(page, 1);
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 3');
  const player1 = await seen(page);
  await page.reload();
  await expect(page.getByText(/^Your move \(Player 1\)/)).toBeVisible();
  expect(await seen(page)).toEqual(player1);
  expect(player1).not.toEqual(player2);
});

test('a saved duel that cannot be resumed is set aside and reported; the start screen works', async ({ page }) => {
  await page.goto('/?seed=1');
  await page.evaluate(() => localStorage.setItem('duelmat:duel', JSON.stringify({ format: 'duelmat-duel', version: 99, actions: [] })));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('The duel saved in this browser could not be resumed: it was made by a newer version of duelmat');
  expect(await page.evaluate(() => [localStorage.getItem('duelmat:duel'), localStorage.getItem('duelmat:duel:set-aside')])).toEqual([null, expect.stringContaining('"version":99')]);
  await startGoingFirst(page, 'Duel the computer');
  await expectMyMove(page);
});
