import { expect, test, type Page } from '@playwright/test';
import { hand, log } from './mat-helpers';
import { startGoingFirst } from './helpers';

/** Rough edges a new player hit (issue 12), one test each. */

const link = (position: object) => `/?seed=1&scenario=${encodeURIComponent(JSON.stringify(position))}`;

async function startPosition(page: Page, position: object, how: 'computer' | 'hotseat' = 'hotseat'): Promise<void> {
  await page.goto(link(position));
  await page
    .getByRole('region', { name: 'Start from a position' })
    .getByRole('button', { name: how === 'hotseat' ? 'Play this position hotseat' : 'Play this position vs the computer' })
    .click();
  await expect(page.getByText(/^Your move/)).toBeVisible();
}

const HAND_POSITION = {
  turn: 3,
  turnPlayer: 0,
  phase: 'main1',
  players: [
    { hand: ['Battle Ox', 'Celtic Guardian', 'Feral Imp', 'Mystical Elf', 'Beaver Warrior'], deck: ['Dark Magician', 'Kuriboh'] },
    { deck: ['Dark Magician', 'Kuriboh'] },
  ],
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tapping a menu item over the hand does not open the menu of the card under the finger', async ({ page }) => {
    await startPosition(page, HAND_POSITION);
    const cards = hand(page).locator('[data-frame]');
    await cards.nth(0).tap();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const item = menu.getByRole('menuitem').first();
    const label = (await item.textContent())!;
    // The menu lies over the hand: some hand card is under the item tapped.
    const box = (await item.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const under = await page.evaluate(([px, py]) => {
      const els = document.elementsFromPoint(px!, py!);
      return els.some((e) => e.closest('.hand-me') !== null);
    }, [x, y]);
    expect(under).toBe(true);
    // Every click the browser makes from here on is noted (before the app sees it), with the card it lands on.
    await page.evaluate(() => {
      const w = window as unknown as { tapClicks: string[] };
      w.tapClicks = [];
      window.addEventListener(
        'click',
        (e) => w.tapClicks.push((e.target as Element).closest('.hand-me [aria-label]')?.getAttribute('aria-label') ?? 'not a hand card'),
        true,
      );
    });
    // A real tap: touchstart and touchend only. The item acts on release and the menu goes; the browser
    // then makes its own tap out of the touches, with compatibility mouse events and a click, on
    // whatever is under the finger by then: a hand card.
    await page.touchscreen.tap(x, y);
    await expect(log(page)).toContainText(label);
    // Wait for that click to have happened, then check it opened nothing (not even the empty menu of
    // a card that can do nothing now).
    const click = await page.waitForFunction(() => (window as unknown as { tapClicks: string[] }).tapClicks[0]);
    expect(await click.jsonValue()).not.toBe('not a hand card');
    await expect(page.locator('.action-menu')).toHaveCount(0);
  });
});

test("card details show the current ATK/DEF first and the printed values beside them", async ({ page }) => {
  await startPosition(page, {
    turn: 3,
    turnPlayer: 0,
    phase: 'main1',
    players: [{ monsters: [{ card: 'Celtic Guardian' }], field: { card: 'Sogen', faceUp: true }, deck: ['Kuriboh'] }, { deck: ['Kuriboh'] }],
  });
  await page.getByRole('group', { name: 'Your Monster Zone 1', exact: true }).getByRole('button', { name: 'Celtic Guardian', exact: true }).hover();
  const details = page.getByRole('complementary', { name: 'Card details' });
  await expect(details.locator('.inspector-stats')).toHaveText('ATK 1600 / DEF 1400 (printed ATK 1400 / DEF 1200)');
});

test('the end-of-duel window can be closed to look at the board and the log, and brought back', async ({ page }) => {
  await startPosition(page, {
    turn: 3,
    turnPlayer: 0,
    phase: 'battle',
    players: [{ monsters: [{ card: 'Battle Ox' }], deck: ['Kuriboh'] }, { lp: 500, deck: ['Kuriboh'] }],
  });
  await page.getByRole('group', { name: 'Your Monster Zone 1', exact: true }).getByRole('button', { name: 'Battle Ox', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Battle Ox attacks directly' }).click();
  const end = page.getByRole('dialog', { name: 'Player 1 wins!' });
  await expect(end).toBeVisible();
  await end.getByRole('button', { name: 'Look at the board' }).click();
  await expect(end).toHaveCount(0);
  await expect(log(page)).toContainText('took 1700 battle damage');
  await expect(page.getByLabel('Opponent LP')).toHaveText('LP 0');
  await page.getByRole('button', { name: 'Show the result' }).click();
  await expect(end).toBeVisible();
  await expect(end.getByRole('button', { name: 'Rematch' })).toBeFocused();
});

test('"Leave duel" asks in our own dialog, not the browser\'s', async ({ page }) => {
  page.on('dialog', () => {
    throw new Error('the browser’s own confirm was used');
  });
  await startPosition(page, HAND_POSITION);
  await page.getByRole('button', { name: 'Leave duel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave this duel?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByText(/^Your move/)).toBeVisible();
  await page.getByRole('button', { name: 'Leave duel' }).click();
  await ask.getByRole('button', { name: 'Leave duel' }).click();
  await expect(page.getByRole('button', { name: 'Hotseat (2 players)' })).toBeVisible();
});

test('"Your move" is not cut off in the phase bar in the Battle Phase', async ({ page }) => {
  await startPosition(page, { ...HAND_POSITION, phase: 'battle', players: [{ ...HAND_POSITION.players[0], monsters: [{ card: 'Battle Ox' }] }, HAND_POSITION.players[1]] });
  const status = page.getByRole('status').filter({ hasText: /^Your move/ });
  await expect(status).toHaveText('Your move (Player 1)');
  const size = await status.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(size.client).toBeGreaterThan(0);
  expect(size.scroll).toBeLessThanOrEqual(size.client + 1);
});

test('one turn banner at a time when the computer plays its turn at once', async ({ page }) => {
  await page.goto('/?seed=4&aiDelay=0');
  await page.evaluate(() => localStorage.setItem('duelmat:settings', JSON.stringify({ state: { fastComputer: true, computerLevel: 'easy' }, version: 1 })));
  await page.reload();
  // Count the banners on screen at every change of the page, from before the turn ends.
  await page.evaluate(() => {
    const w = window as unknown as { maxBanners: number };
    w.maxBanners = 0;
    new MutationObserver(() => {
      w.maxBanners = Math.max(w.maxBanners, document.querySelectorAll('.fx-banner').length);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await startGoingFirst(page, 'Duel the computer');
  await expect(page.getByText(/^Your move/)).toBeVisible();
  await page.getByRole('button', { name: 'End Turn' }).click();
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 3');
  await expect(page.getByText(/^Your move/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { maxBanners: number }).maxBanners)).toBe(1);
});

test('importing a .ydk with unsaved edits asks first: Cancel keeps the edits, Discard imports', async ({ page }) => {
  await page.goto('/?seed=1');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await page.getByRole('button', { name: 'Copy to my decks' }).first().click();
  await page.getByLabel('Deck name').fill('My edits');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  const file = { name: 'Imported.ydk', mimeType: 'text/plain', buffer: Buffer.from('#main\n46986414\n46986414\n#extra\n!side\n') };
  await page.getByRole('button', { name: 'Import / Export' }).click();
  const io = page.getByRole('dialog', { name: 'Import / Export' });
  await io.getByLabel('Import a .ydk file').setInputFiles(file);
  const ask = page.getByRole('alertdialog', { name: 'Save your changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  // Nothing imported; the edits are still there.
  await expect(io).toBeVisible();
  await expect(page.getByLabel('Deck name')).toHaveValue('My edits');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await io.getByLabel('Import a .ydk file').setInputFiles(file);
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByLabel('Deck name')).toHaveValue('Imported');
});
