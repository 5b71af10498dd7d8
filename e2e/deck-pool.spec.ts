import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeProblems, settleAnimations } from './helpers';

/*
 * The deck builder's pool draws only the rows in view (src/ui/decks/PoolGrid.tsx), so it opens fast
 * with every Normal Monster in it; every card is still reachable: by scrolling, by Tab (in list
 * order), by the arrow keys, Page Up/Down, Home and End, and each drawn card says where it is in the
 * whole list (aria-posinset of aria-setsize).
 */

async function openPool(page: Page): Promise<{ list: Locator; total: number }> {
  await page.goto('/?seed=1');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await page.getByRole('button', { name: 'New deck' }).click();
  const pool = page.getByRole('region', { name: 'Card pool' });
  const status = await pool.getByRole('status').textContent();
  const total = Number(/^(\d+) cards$/.exec(status ?? '')?.[1]);
  return { list: pool.getByRole('list', { name: 'Cards' }), total };
}

/** The focused card's place in the whole list (1-based) and its name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { at: Number(el?.closest('li')?.getAttribute('aria-posinset')), name: el?.getAttribute('aria-label') ?? '' };
  });

test('the pool draws only the cards in view; scrolling reaches the last card, which knows its place in the list', async ({ page }) => {
  const { list, total } = await openPool(page);
  expect(total, 'the pool holds every Normal Monster').toBeGreaterThan(700);
  const drawn = list.getByRole('listitem');
  await expect(drawn.first()).toHaveAttribute('aria-posinset', '1');
  await expect(drawn.first()).toHaveAttribute('aria-setsize', String(total));
  expect(await drawn.count(), 'a window of rows, not the whole pool').toBeLessThan(80);

  await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(drawn.last()).toHaveAttribute('aria-posinset', String(total));
  expect(await drawn.count()).toBeLessThan(80);
  // The last card is on screen, inside the list's box.
  const box = await list.boundingBox();
  const last = await drawn.last().getByRole('button').boundingBox();
  expect(last && box && last.y >= box.y && last.y + last.height <= box.y + box.height + 1).toBe(true);
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/deck-pool-end.png' });
  expect(await axeProblems(page, 'deck builder, pool scrolled to its end')).toEqual([]);
});

test('the keyboard reaches every card: Tab walks the list in order past the drawn rows; arrows, Page Down, End and Home move and scroll', async ({ page }) => {
  const { list, total } = await openPool(page);
  const first = list.getByRole('button').first();
  const firstName = await first.getAttribute('aria-label');
  await first.focus();

  // Forty Tabs: ten rows and more, well past the rows drawn when the builder opened.
  for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
  expect((await focused(page)).at).toBe(41);
  await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).at).toBe(40);

  // Right moves one card, Down one row (as many cards as a row holds).
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).at).toBe(41);
  const perRow = await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  await page.keyboard.press('ArrowDown');
  expect((await focused(page)).at).toBe(41 + perRow);
  await page.keyboard.press('PageDown');
  expect((await focused(page)).at).toBeGreaterThan(41 + perRow);

  await page.keyboard.press('End');
  expect((await focused(page)).at).toBe(total);
  await expect(page.locator(':focus')).toBeInViewport();
  await page.keyboard.press('Home');
  expect(await focused(page)).toEqual({ at: 1, name: firstName });

  // The focused card stays on the page when the list is scrolled away from it, so Tab goes on from it.
  await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  expect(await focused(page)).toEqual({ at: 1, name: firstName });
  await page.keyboard.press('Tab');
  expect((await focused(page)).at).toBe(2);
});

test('a search answers at once and starts the list at its top; clearing it brings the whole pool back', async ({ page }) => {
  const { list, total } = await openPool(page);
  await list.evaluate((el) => el.scrollTo(0, el.scrollHeight / 2));
  await page.getByLabel('Search cards by name or text').fill('Great White');
  await expect(list.getByRole('button', { name: 'Great White', exact: true })).toBeVisible();
  expect(await list.evaluate((el) => el.scrollTop)).toBe(0);
  await page.getByLabel('Search cards by name or text').fill('');
  await expect(page.getByRole('region', { name: 'Card pool' }).getByRole('status')).toHaveText(`${total} cards`);
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-posinset', '1');
});
