import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { settleAnimations, startGoingFirst } from './helpers';
import { hand, lowMonsterInHand } from './mat-helpers';

/** axe-core finds no serious or critical accessibility problem on the start screen and the mat. */
async function seriousViolations(page: Page, what: string) {
  // The start screen's match panel belongs to the match screens (src/ui/match), checked by their own
  // tests; its "Match vs computer" button's label is reported to its owner.
  const results = await new AxeBuilder({ page }).exclude('[aria-label="Match vs the computer"]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return bad.map((v) => `${what}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
}

test('axe: no serious or critical violations on the start screen, the mat, its menu and dialogs', async ({ page }) => {
  await page.goto('/?seed=1');
  await expect(page.getByRole('button', { name: 'Duel the computer' })).toBeVisible();
  const problems = await seriousViolations(page, 'start screen');

  await startGoingFirst(page, 'Duel the computer');
  await expect(page.getByLabel('Your LP')).toContainText('8000');
  await settleAnimations(page);
  problems.push(...(await seriousViolations(page, 'mat')));

  const name = await lowMonsterInHand(page);
  await hand(page).getByRole('button', { name, exact: true }).first().click();
  await expect(page.getByRole('menu')).toBeVisible();
  problems.push(...(await seriousViolations(page, 'card menu')));
  await page.getByRole('menu').getByRole('menuitem', { name: `Normal Summon ${name}` }).click();
  await settleAnimations(page);
  problems.push(...(await seriousViolations(page, 'mat with a monster')));

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  problems.push(...(await seriousViolations(page, 'settings dialog')));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Keyboard', exact: true }).click();
  problems.push(...(await seriousViolations(page, 'keyboard dialog')));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Your Graveyard' }).click();
  problems.push(...(await seriousViolations(page, 'graveyard dialog')));

  expect(problems).toEqual([]);
});

test('axe: the hotseat cover and a hotseat mat', async ({ page }) => {
  await page.goto('/?seed=1');
  await startGoingFirst(page, 'Hotseat (2 players)');
  await settleAnimations(page);
  const problems = await seriousViolations(page, 'hotseat mat');
  await page.getByRole('button', { name: 'End Turn' }).click();
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 2' })).toBeVisible();
  problems.push(...(await seriousViolations(page, 'hotseat cover')));
  expect(problems).toEqual([]);
});
