import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { handCards, htmlWithout, startGoingFirst, visibleNames } from './helpers';

mkdirSync('e2e-artifacts', { recursive: true });

test('hotseat hides each player’s cards from the other and covers the mat between turns', async ({ page }) => {
  await page.goto('/?seed=1'); // a fixed deal: the opening hand holds Level 4 or lower monsters
  await startGoingFirst(page, 'Hotseat (2 players)');

  // Player 1 plays first; the opponent's hand is only card backs.
  await expect(page.getByText(/^Your move \(Player 1\)/)).toBeVisible();
  const opponentHand = page.getByRole('region', { name: 'Opponent hand' });
  await expect(opponentHand.getByRole('img', { name: 'Face-down card' })).toHaveCount(5);
  await expect(opponentHand.locator('[data-frame], [data-level]')).toHaveCount(0);

  // Player 1 Sets a monster: they see its name, Player 2 must not.
  const p1Hand = await handCards(page);
  const low = p1Hand.find((c) => c.level !== null && c.level <= 4);
  expect(low, 'the seeded opening hand holds a Level 4 or lower monster').toBeTruthy();
  const setName = low!.name;
  const card = page.getByRole('region', { name: 'Your hand' }).getByRole('button', { name: setName, exact: true }).first();
  await card.click();
  await page.getByRole('menu').getByRole('menuitem', { name: `Set ${setName}`, exact: true }).click();
  await expect(page.getByLabel('Your Monster Zone', { exact: false }).getByRole('button', { name: setName, exact: true })).toHaveCount(1);

  const p1Names = await visibleNames(page);
  const p1Html = await page.content();
  await page.screenshot({ path: 'e2e-artifacts/hotseat-player1.png' });

  // Control passes: the cover replaces the mat entirely.
  await page.getByRole('button', { name: 'End Turn' }).click();
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your hand' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Opponent hand' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Duel log' })).toHaveCount(0);
  const coverHtml = htmlWithout(await page.content(), new Set());
  for (const name of p1Names) expect(coverHtml, `cover shows ${name}`).not.toContain(name);
  await page.screenshot({ path: 'e2e-artifacts/hotseat-cover.png' });

  await page.getByRole('button', { name: 'I’m Player 2 — show my cards' }).click();
  await expect(page.getByText(/^Your move \(Player 2\)/)).toBeVisible();
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 2');
  const p2Hand = (await handCards(page)).map((c) => c.name);
  expect(p2Hand).toHaveLength(6);
  const p2Names = await visibleNames(page);

  // While Player 1 was acting, none of Player 2's cards was anywhere in the page.
  const p1Rest = htmlWithout(p1Html, p1Names);
  for (const name of p2Hand) if (!p1Names.has(name)) expect(p1Rest, `Player 1 saw ${name}`).not.toContain(name);

  // Player 2 sees Player 1's Set monster only as a face-down card, and the log does not name it.
  const theirSet = page.getByRole('button', { name: 'Face-down card' });
  await expect(theirSet).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Duel log' })).toContainText('Set a monster');
  if (!p2Names.has(setName)) expect(htmlWithout(await page.content(), p2Names)).not.toContain(setName);
  await expect(page.getByRole('region', { name: 'Opponent hand' }).getByRole('img', { name: 'Face-down card' })).toHaveCount(4);
  await page.screenshot({ path: 'e2e-artifacts/hotseat-player2.png' });

  // Back to Player 1 after Player 2's turn: the cover again, then Player 1's view.
  await page.getByRole('button', { name: 'End Turn' }).click();
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 1' })).toBeVisible();
  await page.getByRole('button', { name: 'I’m Player 1 — show my cards' }).click();
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 3');
  // Player 1's own Set monster is shown to them by name again.
  await expect(page.getByLabel('Your Monster Zone', { exact: false }).getByRole('button', { name: setName, exact: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Your hand' }).locator('[data-frame]')).toHaveCount(p1Hand.length); // 5 - 1 Set + 1 drawn
});
