import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dragWithMouse, expectMyMove, handCards, startGoingFirst } from './helpers';

mkdirSync('e2e-artifacts', { recursive: true });

test('a new player Normal Summons by dragging, ends the turn, and the computer plays its turn', async ({ page }) => {
  await page.goto('/?seed=1'); // a fixed deal: the opening hand holds Level 4 or lower monsters
  await expect(page).toHaveTitle('duelmat');
  await page.screenshot({ path: 'e2e-artifacts/start-screen.png' });

  await startGoingFirst(page, 'Duel the computer');
  await expect(page.getByLabel('Your LP')).toContainText('8000');
  await expect(page.getByLabel('Opponent LP')).toContainText('8000');
  await expect(page.getByLabel('Phase')).toHaveText(/Main Phase 1/);
  await expectMyMove(page);

  const hand = page.getByRole('region', { name: 'Your hand' });
  const opponentHand = page.getByRole('region', { name: 'Opponent hand' });
  await expect(hand.locator('[data-frame]')).toHaveCount(5);
  await expect(opponentHand.getByRole('img', { name: 'Face-down card' })).toHaveCount(5);

  // Pick a monster that needs no Tribute (Level 4 or lower), read from the card itself.
  const cards = await handCards(page);
  const pick = cards.find((c) => c.frame !== 'spell' && c.frame !== 'trap' && c.level !== null && c.level <= 4);
  expect(pick, 'the seeded opening hand holds a Level 4 or lower monster').toBeTruthy();
  const name = pick!.name;
  const inHandBefore = cards.filter((c) => c.name === name).length;

  const zone = page.getByLabel('Your Monster Zone 1', { exact: true });
  await dragWithMouse(page, hand.getByRole('button', { name, exact: true }).first(), zone);

  // Normal Summon and Set are both legal here: the drop opens a menu listing exactly those.
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([`Normal Summon ${name}`, `Set ${name}`]);
  await menu.getByRole('menuitem', { name: `Normal Summon ${name}` }).click();
  await expect(zone.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(hand.getByRole('button', { name, exact: true })).toHaveCount(inHandBefore - 1);
  await expect(page.getByRole('region', { name: 'Duel log' })).toContainText(`Normal Summon ${name}`);
  await page.screenshot({ path: 'e2e-artifacts/mat-summoned.png' });

  // Turn 1 of the first player has no Battle Phase: the only way on is the End Phase.
  await expect(page.getByRole('button', { name: 'Enter Battle Phase' })).toHaveCount(0);
  await page.getByRole('button', { name: 'End Turn' }).click();

  await expect(page.getByText('Opponent is thinking…')).toBeVisible();
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 2');

  // The computer plays its whole turn; then it is turn 3, ours, in Main Phase 1 (after our draw).
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 3', { timeout: 45_000 });
  await expect(page.getByLabel('Phase')).toHaveText(/Main Phase 1/);
  await expectMyMove(page);
  await expect(hand.locator('[data-frame]')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Duel log' })).toContainText('Turn 3: your turn');
  await page.screenshot({ path: 'e2e-artifacts/mat-turn3.png' });
});

test('with the keyboard alone: a card’s menu lists exactly its legal actions, and Enter Summons it', async ({ page }) => {
  await page.goto('/?seed=1'); // a fixed deal: the opening hand holds Level 4 or lower monsters
  await startGoingFirst(page, 'Duel the computer');
  const cards = await handCards(page);
  const low = cards.find((c) => c.level !== null && c.level <= 4);
  expect(low, 'the seeded opening hand holds a Level 4 or lower monster').toBeTruthy();
  const name = low!.name;
  const hand = page.getByRole('region', { name: 'Your hand' });
  await hand.getByRole('button', { name, exact: true }).first().focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([`Normal Summon ${name}`, `Set ${name}`]);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // Space opens it too; the first entry has focus, Enter chooses it.
  await hand.getByRole('button', { name, exact: true }).first().focus();
  await page.keyboard.press('Space');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Enter');
  const zones = page.getByRole('group', { name: /^Your Monster Zone \d$/ });
  await expect(zones.getByRole('button', { name, exact: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Duel log' })).toContainText(`Normal Summon ${name}`);
});

test('the computer thinks in a Web Worker at the chosen level, and the mat stays responsive meanwhile', async ({ page }) => {
  await page.goto('/?seed=2&aiDelay=10');
  await page.getByLabel('Computer level').selectOption({ label: 'Hard' });
  await startGoingFirst(page, 'Duel the computer');
  await expectMyMove(page);
  await page.getByRole('button', { name: 'End Turn' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opponent is thinking…' })).toBeVisible();
  // While it thinks, the page still answers: the settings open and close.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.workers().some((w) => /worker/.test(w.url()))).toBe(true);
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 3', { timeout: 60_000 });
  await expectMyMove(page);
  await page.screenshot({ path: 'e2e-artifacts/mat-vs-hard-turn3.png' });
});
