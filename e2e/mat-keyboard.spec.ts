import { expect, test, type Page } from '@playwright/test';
import { hand, log, myZone } from './mat-helpers';
import { otherPasses, startGoingFirst } from './helpers';

/** Presses Tab until the focused element's label or text is `name` (a keyboard user's way there). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** Moves along the focused hand with the arrow keys until a Level 4 or lower monster has focus. */
async function arrowToLowMonster(page: Page): Promise<string> {
  for (let i = 0; i < 12; i++) {
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { name: el?.getAttribute('aria-label') ?? '', level: Number(el?.getAttribute('data-level') ?? 0), inHand: !!el?.closest('[aria-label="Your hand"]') };
    });
    expect(info.inHand).toBe(true);
    if (info.level > 0 && info.level <= 4) return info.name;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error('no Level 4 or lower monster reached with the arrow keys');
}

test('keyboard only: a whole turn each for both hotseat players — Summon by menu, Set by keyboard drag, attack, phases by shortcut', async ({ page }) => {
  // Chain prompts "Never": in hotseat a Summon or an attack would hand the device to the other player
  // to respond (issue 36; e2e/prompts.spec.ts), which would take focus away from the card it follows here.
  await page.addInitScript(() => localStorage.setItem('duelmat:settings', JSON.stringify({ state: { chainPrompts: 'never' }, version: 1 })));
  await page.goto('/?seed=1');
  await tabTo(page, 'Hotseat (2 players)');
  await page.keyboard.press('Enter');
  // Seed 1's coin toss is won by Player 2 (issue 36); "Go first" takes focus, Tab reaches "Go second".
  await expect(page.getByRole('heading', { name: 'Player 2: go first or second?' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Go first');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Your move \(Player 1\)/)).toBeVisible();

  // The Keyboard help lists the shortcuts; Escape closes it.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row')).toContainText(['Enter or Space', 'D', 'N', 'B', 'E', 'P']);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  // Player 1: H goes to the hand, the arrow keys along it, Enter opens the card's menu, Enter Summons.
  await page.keyboard.press('h');
  const name = await arrowToLowMonster(page);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect(menu.getByRole('menuitem').first()).toHaveText(`Normal Summon ${name}`);
  await page.keyboard.press('Enter');
  await expect(myZone(page, 1).getByRole('button', { name, exact: true })).toBeVisible();
  // Focus follows the card to the field, so the keyboard user goes on from there.
  await expect.poll(() => focusedName(page)).toBe(name);
  // A screen reader hears the log line as it happens.
  await expect(page.getByTestId('announce-log')).toContainText(`Normal Summon ${name}`);

  // The arrow keys also move from the hand up onto the field.
  await page.keyboard.press('h');
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.half-me'))).toBe(true);

  // E ends the turn; the pass-the-device cover has focus on its button.
  await page.keyboard.press('e');
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'I’m Player 2 — show my cards' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Your move \(Player 2\)/)).toBeVisible();

  // Player 2: a keyboard drag (dnd-kit's keyboard sensor): D picks the card up, the arrow keys jump
  // between the zones that accept it, Enter drops; the drop's menu offers Summon or Set.
  await page.keyboard.press('h');
  const setName = await arrowToLowMonster(page);
  await page.keyboard.press('d');
  await expect(page.locator('.half-me .zone-monster.drop-target')).toHaveCount(5);
  await page.keyboard.press('ArrowRight');
  await expect(myZone(page, 1)).toHaveClass(/drop-over/);
  await page.keyboard.press('ArrowRight');
  await expect(myZone(page, 2)).toHaveClass(/drop-over/);
  await expect(page.locator('.drop-over')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: `Set ${setName}`, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.half-me').getByRole('button', { name: setName, exact: true })).toHaveAttribute('aria-description', /face-down Defense Position/);
  await expect(log(page)).toContainText(`Set ${setName}`);
  await page.keyboard.press('e');
  await expect(page.getByRole('button', { name: 'I’m Player 1 — show my cards' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Your move \(Player 1\)/)).toBeVisible();

  // Player 1, turn 3: B enters the Battle Phase; F goes to the field; Enter on the monster lists its attacks.
  await page.keyboard.press('b');
  await expect(page.getByLabel('Phase', { exact: true })).toHaveText(/Battle Phase/);
  await page.keyboard.press('f');
  await expect.poll(() => focusedName(page)).toBe(name);
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem').first()).toHaveText(`${name} attacks a face-down monster`);
  await page.keyboard.press('Enter');
  await expect(log(page)).toContainText(`${name} attacks a face-down monster`);
  // N goes on to the next phase (Main Phase 2), E ends the turn.
  await page.keyboard.press('n');
  await expect(page.getByLabel('Phase', { exact: true })).toHaveText(/Main Phase 2/);
  await page.keyboard.press('e');
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'I’m Player 2 — show my cards' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(hand(page).locator('[data-frame]').first()).toBeVisible();
});

/**
 * After a keyboard drop, focus stays where the player moved it in the drop's menu. dnd-kit focused
 * the dragged card again a frame after the drop, and the menu took focus back for half a second
 * after; a player who had already arrowed to "Set" pressed Enter on whatever had focus by then. The
 * page's clock is paused over the drop and then run on by a second, so every such timer fires.
 */
test('keyboard drop: the menu item the player arrowed to keeps focus', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?seed=1');
  await startGoingFirst(page, 'Hotseat (2 players)');
  await expect(page.getByText(/^Your move \(Player 1\)/)).toBeVisible();
  await page.keyboard.press('h');
  const name = await arrowToLowMonster(page);
  await page.keyboard.press('d');
  await expect(page.locator('.half-me .zone-monster.drop-target')).toHaveCount(5);
  await page.keyboard.press('ArrowRight');
  await expect(myZone(page, 1)).toHaveClass(/drop-over/);
  // From here no timer or frame runs until the clock is run on.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const set = menu.getByRole('menuitem', { name: `Set ${name}`, exact: true });
  await expect(set).toBeFocused();
  await page.clock.runFor(1000);
  await expect(set).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(myZone(page, 1).getByRole('button', { name, exact: true })).toHaveAttribute('aria-description', /face-down Defense Position/);
});

/**
 * A keyboard drag hears every key, in order, however fast they come: D, two arrows and Enter
 * arrive here in one task, before the page has drawn the drag at all (a busy machine, a fast
 * typist). dnd-kit listened for the drag's keys only from a timer and read arrows only once the
 * zones were measured, so the card stayed in the air.
 */
test('keyboard drag: D, arrows and Enter pressed before the page catches up still drop on the right zone', async ({ page }) => {
  await page.goto('/?seed=1');
  await startGoingFirst(page, 'Hotseat (2 players)');
  await expect(page.getByText(/^Your move \(Player 1\)/)).toBeVisible();
  await page.keyboard.press('h');
  const name = await arrowToLowMonster(page);
  await page.evaluate(() => {
    const card = document.activeElement!;
    for (const [key, code] of [['d', 'KeyD'], ['ArrowRight', 'ArrowRight'], ['ArrowRight', 'ArrowRight'], ['Enter', 'Enter']]) {
      card.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
    }
  });
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([`Normal Summon ${name}`, `Set ${name}`]);
  await page.keyboard.press('Enter');
  // Player 2 holds cards in hand: the Summon hands them the device to respond (issue 36); they pass.
  await otherPasses(page, 2);
  await expect(myZone(page, 2).getByRole('button', { name, exact: true })).toBeVisible();
});
