import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeProblems, dragInList, searchPool, settleAnimations } from './helpers';

const DECK = 'Match Deck';
/** Dragged with the real mouse, one copy each, before the rest is filled in by clicks. */
const DRAGGED = ['Dark Magician', 'Celtic Guardian', 'Summoned Skull', 'Mystical Elf', 'Beaver Warrior', 'Feral Imp'];

/** Adds pool cards by clicking (the click alternative to dragging) until the Main Deck has `target` cards. */
async function fillMainByClicking(page: Page, pool: Locator, mainCount: Locator, target: number): Promise<void> {
  // Only Normal Monsters, so every click lands in the Main Deck (never the Extra Deck).
  await page.getByLabel('Search cards by name or text').fill('');
  await page.getByLabel('Card kind').selectOption({ label: 'Normal Monsters' });
  const list = pool.getByRole('list', { name: 'Cards' });
  const used = new Set<string>(DRAGGED);
  let count = Number(await mainCount.textContent());
  while (count < target) {
    // The cards drawn now (the pool draws the rows in view); when they are used up, the next screenful.
    const names = await list.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    const name = names.find((n) => !used.has(n) && !n.includes('Forbidden One'));
    if (name === undefined) {
      await list.evaluate((el) => el.scrollBy(0, el.clientHeight));
      continue;
    }
    used.add(name);
    for (let copy = 0; copy < 2 && count < target; copy++) {
      await pool.getByRole('button', { name, exact: true }).click();
      count++;
      await expect(mainCount).toHaveText(String(count));
    }
  }
  await page.getByLabel('Card kind').selectOption({ label: 'All cards' });
}

test('build a deck by drag and drop, save it, reload, and play a best-of-3 Match with it: surrender, side one card, surrender, result', async ({ page }) => {
  await page.goto('/?seed=1&aiDelay=80');
  await page.evaluate(() => localStorage.clear());
  await page.reload();

  // ---- Build the deck from scratch ----
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await page.getByRole('button', { name: 'New deck' }).click();
  const pool = page.getByRole('region', { name: 'Card pool' });
  const main = page.getByRole('region', { name: 'Main Deck' });
  const side = page.getByRole('region', { name: 'Side Deck' });
  const mainCount = page.getByLabel('Main Deck count');
  const sideCount = page.getByLabel('Side Deck count');
  await expect(mainCount).toHaveText('0');

  for (const [i, name] of DRAGGED.entries()) {
    await dragInList(page, await searchPool(page, name), main);
    await expect(mainCount).toHaveText(String(i + 1));
  }
  await expect(main.getByRole('button', { name: 'Dark Magician, 1 copy' })).toBeVisible();
  // Two Side Deck cards, dragged too.
  await dragInList(page, await searchPool(page, 'Great White'), side);
  await dragInList(page, await searchPool(page, 'Battle Ox'), side);
  await expect(sideCount).toHaveText('2');
  // Dragging a card out of the deck onto the pool takes it out.
  await dragInList(page, main.getByRole('button', { name: 'Feral Imp, 1 copy' }), pool);
  await expect(mainCount).toHaveText(String(DRAGGED.length - 1));
  await dragInList(page, await searchPool(page, 'Feral Imp'), main);
  await expect(mainCount).toHaveText(String(DRAGGED.length));

  const check = page.getByRole('region', { name: 'Deck check' });
  await expect(check).toContainText(`Main Deck has ${DRAGGED.length} cards; it needs 40 to 60`);
  await fillMainByClicking(page, pool, mainCount, 40);
  await expect(check).toContainText('Legal');

  await page.getByLabel('Deck name').fill(DECK);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  // ---- Reload: the deck is still there ----
  await page.reload();
  await expect(page.getByLabel('Your deck')).toContainText(DECK);
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await page.getByLabel('Deck', { exact: true }).selectOption({ label: DECK });
  await expect(page.getByLabel('Main Deck count')).toHaveText('40');
  await expect(page.getByLabel('Side Deck count')).toHaveText('2');
  await page.getByRole('button', { name: '← Start' }).click();

  // ---- The Match ----
  await page.getByLabel('Your deck').selectOption({ label: DECK });
  await page.getByLabel('Opponent’s deck').selectOption({ label: "Dragon's Roar" });
  await page.getByRole('button', { name: 'Match vs the computer' }).click();
  await expect(page.getByRole('heading', { name: 'Duel 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Toss the coin' }).click();
  await expect(page.getByRole('img', { name: 'The coin is in the air' })).toBeVisible();
  const goFirst = page.getByRole('button', { name: 'Go first' });
  const startDuel = page.getByRole('button', { name: 'Start Duel 1' });
  await expect(goFirst.or(startDuel)).toBeVisible();
  await expect(page.getByRole('img', { name: /^The coin shows (heads|tails)$/ })).toBeVisible();
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/match-toss.png' });
  const problems = await axeProblems(page, 'coin toss');
  if (await goFirst.isVisible()) await goFirst.click();
  else await startDuel.click();

  // Duel 1 on the mat, with the score always in view; surrender it.
  const badge = page.getByLabel('Match score', { exact: true });
  await expect(badge).toContainText('Duel 1');
  await expect(page.getByLabel('Your LP')).toContainText('8000');
  await page.getByRole('button', { name: 'Surrender' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Surrender this Duel?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep playing' }).click();
  await expect(ask).toHaveCount(0);
  await page.getByRole('button', { name: 'Surrender' }).click();
  await ask.getByRole('button', { name: 'Surrender', exact: true }).click();

  // Between Duels: the result of Duel 1, then siding one card.
  await expect(page.getByRole('region', { name: 'Last Duel' })).toContainText('You lost Duel 1');
  await expect(page.getByRole('region', { name: 'Last Duel' })).toContainText('You surrendered');
  await expect(page.getByRole('img', { name: /Match score: You 0, Opponent 1/ })).toBeVisible();
  const siding = page.getByRole('region', { name: 'Siding for You' });
  await siding.getByRole('button', { name: 'Take out Dark Magician (1 copy)' }).click();
  await siding.getByRole('button', { name: 'Put in Great White (1 copy)' }).click();
  await siding.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(siding.getByRole('list', { name: 'Swaps' })).toContainText('Dark Magician → Side, Great White → Deck');
  await expect(siding.getByRole('button', { name: 'Put in Dark Magician (1 copy)' })).toBeVisible();
  await expect(siding.getByRole('button', { name: /^Take out Great White/ })).toBeVisible();
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/match-siding.png' });
  problems.push(...(await axeProblems(page, 'siding')));
  await siding.getByRole('button', { name: 'Done siding' }).click();

  // The loser of Duel 1 (us) chooses for Duel 2.
  await expect(page.getByText('You lost Duel 1, so you choose.')).toBeVisible();
  await page.getByRole('button', { name: 'Go first' }).click();
  await expect(badge).toContainText('Duel 2');
  await expect(page.getByLabel('Phase')).toBeVisible();
  await expect(badge).toContainText('1');
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/match-duel2.png' });
  await page.getByRole('button', { name: 'Surrender' }).click();
  problems.push(...(await axeProblems(page, 'mat with the match badge and the surrender question')));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Surrender' }).click();
  await ask.getByRole('button', { name: 'Surrender', exact: true }).click();

  // Two losses: the Match is over.
  await expect(page.getByRole('heading', { name: 'The computer wins the Match' })).toBeVisible();
  // The result's icon is drawn as SVG, not a font glyph a machine may lack (issue 12).
  await expect(page.locator('.mt-trophy svg[data-icon="skull"]')).toBeVisible();
  expect(await page.locator('.mt-trophy').evaluate((el) => el.textContent?.trim() ?? '')).toBe('');
  await expect(page.getByRole('img', { name: 'Match score: You 0, Opponent 2' }).first()).toBeVisible();
  const duels = page.getByRole('list', { name: 'Duels of the Match' });
  await expect(duels.getByRole('listitem')).toHaveCount(2);
  await expect(duels).toContainText('You went first');
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/match-result.png' });
  problems.push(...(await axeProblems(page, 'match result')));
  expect(problems).toEqual([]);
  await page.getByRole('button', { name: 'Back to start' }).last().click();
  await expect(page.getByRole('button', { name: 'Match vs the computer' })).toBeVisible();
});

test('an illegal deck cannot start a duel or a match, and its problems are shown', async ({ page }) => {
  await page.goto('/?seed=1');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await page.getByRole('button', { name: 'New deck' }).click();
  await page.getByLabel('Deck name').fill('Too small');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('button', { name: '← Start' }).click();
  await page.getByLabel('Your deck').selectOption({ label: 'Too small' });
  await expect(page.getByRole('alert')).toContainText('Main Deck has 0 cards; it needs 40 to 60');
  expect(await axeProblems(page, 'start screen with an illegal deck')).toEqual([]);
  for (const name of ['Duel the computer', 'Hotseat (2 players)', 'Match vs the computer', 'Match hotseat']) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
  }
  await page.getByLabel('Your deck').selectOption({ label: "Spellcaster's Command" });
  await expect(page.getByRole('button', { name: 'Duel the computer' })).toBeEnabled();
});

test('hotseat Match: each player sides in private, then the loser chooses', async ({ page }) => {
  await page.goto('/?seed=1');
  await page.getByRole('button', { name: 'Match hotseat' }).click();
  await page.getByRole('button', { name: 'Toss the coin' }).click();
  const first = page.getByRole('button', { name: 'Go first' });
  await expect(first).toBeVisible();
  const chooser = (await page.getByRole('heading', { name: /go first or second\?/ }).textContent())!.startsWith('Player 1') ? 1 : 2;
  await first.click();
  // The chooser goes first; hand the device over if needed, then surrender as that player.
  const show = page.getByRole('button', { name: /— show my cards$/ });
  if (await show.isVisible()) await show.click();
  await page.getByRole('button', { name: 'Surrender' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Surrender', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Last Duel' })).toContainText(`Player ${3 - chooser} won Duel 1`);
  for (const p of [1, 2]) {
    await page.getByRole('button', { name: `I’m Player ${p} — show my deck` }).click();
    await expect(page.getByRole('region', { name: `Siding for Player ${p}` })).toBeVisible();
    await page.getByRole('button', { name: 'Done siding' }).click();
  }
  await expect(page.getByRole('heading', { name: `Player ${chooser}: go first or second?` })).toBeVisible();
});
