import { expect, test, type Page } from '@playwright/test';
import { expectMyMove, searchPool, settleAnimations, startGoingFirst } from './helpers';

/*
 * Formats (DESIGN.md "The format contract"): chosen on the start screen and in the deck builder; a
 * deck is checked in the format chosen and refused with a reason naming the card; the duel is played
 * by the format's rules (GOAT: the first player draws in turn 1; Advanced: no draw) and says which.
 */

async function fresh(page: Page, seed = 2): Promise<void> {
  await page.goto(`/?seed=${seed}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
}

const formatPicker = (page: Page) => page.getByLabel('Format', { exact: true });
const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' }).locator('[data-frame]');

test('choosing GOAT on the start screen: an illegal deck is refused naming its cards, a legal one duels the computer and draws in turn 1', async ({ page }) => {
  await fresh(page);
  await expect(formatPicker(page)).toHaveValue('advanced');
  // Picked under Advanced: GOAT does not offer it (it offers only presets legal in GOAT), but keeps the pick.
  await page.getByLabel('Your deck').selectOption({ label: 'Starter Deck: Yugi' });
  await formatPicker(page).selectOption({ label: 'GOAT (April 2005)' });
  await expect(page.getByText('The cards and list of April 2005; the first player draws in turn 1')).toBeVisible();

  // Starter Deck: Yugi holds three cards Forbidden in April 2005: the deck cannot be used, and the reasons name them.
  const problems = page.locator('#pp-deck-0-problems');
  await expect(problems.getByRole('alert')).toContainText('Dark Hole is Forbidden in GOAT (April 2005)');
  await expect(problems.getByRole('alert')).toContainText('Change of Heart is Forbidden in GOAT (April 2005)');
  await expect(page.getByRole('button', { name: 'Duel the computer' })).toBeDisabled();
  await page.screenshot({ path: 'e2e-artifacts/formats-start-refused.png' });

  // Spellcaster's Command is legal in GOAT: the duel starts, in GOAT, and the first player (you) drew a 6th card.
  await page.getByLabel('Your deck').selectOption({ label: "Spellcaster's Command" });
  await expect(problems.getByRole('alert')).toHaveCount(0);
  await startGoingFirst(page, 'Duel the computer');
  await expectMyMove(page);
  await expect(page.getByText('Format: GOAT (April 2005)')).toBeVisible();
  await expect(hand(page)).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Duel log' })).toContainText('You drew');
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/formats-goat-duel.png' });

  // The format is remembered: after leaving, the start screen still shows GOAT.
  await page.getByRole('button', { name: 'Leave duel' }).click();
  await page.getByRole('alertdialog', { name: 'Leave this duel?' }).getByRole('button', { name: 'Leave duel' }).click();
  await expect(formatPicker(page)).toHaveValue('goat');
});

test('GOAT offers its six presets (and only presets legal in it) for both seats; a duel against the computer starts with two of them', async ({ page }) => {
  await fresh(page);
  await formatPicker(page).selectOption({ label: 'GOAT (April 2005)' });
  for (const seat of ['Your deck', 'Opponent’s deck']) {
    const presets = page.getByLabel(seat).locator('optgroup[label="Preset decks"] option');
    await expect(presets).toHaveText(['Chaos Turbo', 'Warrior', 'Goat Control', 'Chaos Control', 'Panda Burn', 'Chaos Return', "Spellcaster's Command", "Dragon's Roar"]);
  }
  await page.getByLabel('Your deck').selectOption({ label: 'Goat Control' });
  await page.getByLabel('Opponent’s deck').selectOption({ label: 'Chaos Turbo' });
  await expect(page.locator('#pp-deck-0-problems').getByRole('alert')).toHaveCount(0);
  await expect(page.locator('#pp-deck-1-problems').getByRole('alert')).toHaveCount(0);
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/formats-goat-presets.png' });
  await startGoingFirst(page, 'Duel the computer');
  await expectMyMove(page);
  await expect(page.getByText('Format: GOAT (April 2005)')).toBeVisible();
  // The first player draws in GOAT; Goat Control's Extra Deck (Metamorphosis' Fusions) is on the mat.
  await expect(hand(page)).toHaveCount(6);
  await page.getByRole('button', { name: 'Your Extra Deck', exact: true }).click();
  const extra = page.getByRole('dialog', { name: 'Extra Deck list (you)' });
  await expect(extra.getByRole('button', { name: 'Thousand-Eyes Restrict', exact: true }).first()).toBeVisible();
  await expect(extra.getByRole('button', { name: 'Flame Ghost', exact: true })).toBeVisible();
  await extra.getByRole('button', { name: 'Close' }).click();
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/formats-goat-preset-duel.png' });
});

test('an Advanced duel (the default): the first player does not draw in turn 1', async ({ page }) => {
  await fresh(page);
  await startGoingFirst(page, 'Duel the computer');
  await expectMyMove(page);
  await expect(page.getByText('Format: Advanced')).toBeVisible();
  await expect(hand(page)).toHaveCount(5);
});

test('the deck builder shows only the format’s cards and says why a deck is not legal in it', async ({ page }) => {
  await fresh(page);
  await page.getByRole('button', { name: 'Deck builder' }).click();
  const pool = page.getByRole('region', { name: 'Card pool' });
  const check = page.getByRole('region', { name: 'Deck check' });
  // The pool draws only the cards in view: each card asked about is searched for by name.
  await expect(await searchPool(page, 'Cyber Dragon')).toHaveCount(1);

  await formatPicker(page).selectOption({ label: 'Yugi-Kaiba (May 2002)' });
  await expect(pool.getByRole('status')).toContainText('cards in Yugi-Kaiba (May 2002)');
  await expect(pool.getByRole('status')).toHaveText(/^0 of \d+ cards in Yugi-Kaiba/);
  await expect(pool.getByRole('button', { name: 'Cyber Dragon', exact: true })).toHaveCount(0);
  await expect(await searchPool(page, 'Blue-Eyes White Dragon')).toHaveCount(1);

  // Dragon's Roar plays Baby Dragon (Metal Raiders, not May 2002).
  await page.getByLabel('Deck', { exact: true }).selectOption({ label: "Dragon's Roar" });
  await expect(check).toContainText('Baby Dragon is not legal in Yugi-Kaiba (May 2002)');
  await expect(page.getByRole('region', { name: 'Main Deck' }).getByRole('button', { name: /^Baby Dragon, \d copies?$/ })).toHaveAttribute('aria-description', /not legal in Yugi-Kaiba \(May 2002\)/);
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/formats-builder-yugi-kaiba.png' });

  // The start screen shares the choice.
  await page.getByRole('button', { name: '← Start' }).click();
  await expect(formatPicker(page)).toHaveValue('yugi-kaiba');
});
