import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

// Screenshots are kept with the test run's artifacts.
mkdirSync('e2e-artifacts', { recursive: true });

/** Drags one element onto another with real pointer moves (what a person does with a mouse). */
export async function dragWithMouse(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('dragWithMouse: element not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 - 12, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
}

/** The names and Levels of the cards in the viewer's hand, read from the page. */
export async function handCards(page: Page): Promise<{ name: string; level: number | null; frame: string | null }[]> {
  const cards = page.getByRole('region', { name: 'Your hand' }).locator('[data-frame]');
  const out: { name: string; level: number | null; frame: string | null }[] = [];
  for (const card of await cards.all()) {
    const level = await card.getAttribute('data-level');
    out.push({ name: (await card.getAttribute('aria-label')) ?? '', level: level === null ? null : Number(level), frame: await card.getAttribute('data-frame') });
  }
  return out;
}

export async function expectMyMove(page: Page, timeout = 10_000): Promise<void> {
  await expect(page.getByText(/^Your move/)).toBeVisible({ timeout });
}

/**
 * A card of the deck builder's pool, found as a player finds one among a thousand: by typing its name
 * in the search box (the pool draws only the cards in view, so a card far down the list is not on the
 * page until it is searched for or scrolled to). The search text stays in the box.
 */
export async function searchPool(page: Page, name: string): Promise<Locator> {
  await page.getByLabel('Search cards by name or text').fill(name);
  return page.getByRole('region', { name: 'Card pool' }).getByRole('button', { name, exact: true });
}

/** A real mouse drag, after scrolling the card into view inside its (scrolling) list. */
export async function dragInList(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  await dragWithMouse(page, from, to);
}

/** Waits for running CSS animations (cards dealt, dialogs rising) so screenshots show the settled screen. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** axe-core's serious and critical findings on the page as it is now. */
export async function axeProblems(page: Page, what: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${what}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
}

/** Press at `from`, move in steps to the centre of the first element matching `to` (the top of the direct-attack area), release. */
export async function dragTo(page: Page, from: Locator, to: string): Promise<void> {
  const a = await from.boundingBox();
  if (!a) throw new Error('nothing to drag');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 - 12, { steps: 4 });
  const target = page.locator(to).first();
  await target.waitFor({ timeout: 5_000 });
  const b = (await target.boundingBox())!;
  // The direct-attack area is the whole opponent side: aim at its top, away from their zones.
  const y = to.includes('opp-area') ? b.y + 30 : b.y + b.height / 2;
  await page.mouse.move(b.x + b.width / 2, y, { steps: 10 });
  await page.mouse.up();
}

/** Every card name the viewer can see on screen (their hand and every face-up or own card on the mat). */
export async function visibleNames(page: Page): Promise<Set<string>> {
  const names = await page.locator('main [data-frame]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return new Set(names.filter(Boolean));
}

/** The page's HTML with every name the viewer may see removed, so what is left must not name a hidden card. */
export function htmlWithout(html: string, allowed: Set<string>): string {
  let out = html.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
  for (const name of [...allowed].sort((a, b) => b.length - a.length)) out = out.replaceAll(name, '');
  return out;
}

/**
 * Starts a duel from the start screen's `button` ("Duel the computer", "Hotseat (2 players)") with
 * Player 1 going first: "Who goes first" set to "I choose", then "Go first". A single duel otherwise
 * starts with a coin toss (issue 36), which e2e/turn-order.spec.ts plays.
 */
export async function startGoingFirst(page: Page, button: string): Promise<void> {
  await page.getByLabel('Who goes first').selectOption('choose');
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('region', { name: 'Turn order' }).getByRole('button', { name: 'Go first' }).click();
}

/**
 * Hotseat: the other player is handed the device at a public moment (a Summon, an attack, an
 * activation while they hold a hidden card: issue 36) and passes; the device comes back to `back`.
 */
export async function otherPasses(page: Page, other: 1 | 2): Promise<void> {
  const back = other === 1 ? 2 : 1;
  await expect(page.getByRole('heading', { name: `Pass the device to Player ${other}` })).toBeVisible();
  await page.getByRole('button', { name: `I’m Player ${other} — show my cards` }).click();
  await page.getByRole('region', { name: 'Prompt' }).getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Pass the device to Player ${back}` })).toBeVisible();
  await page.getByRole('button', { name: `I’m Player ${back} — show my cards` }).click();
  await expect(page.getByText(new RegExp(`^Your move \\(Player ${back}\\)`))).toBeVisible();
}
