import { expect, test, type Page } from '@playwright/test';
import { otherPasses, settleAnimations, startGoingFirst } from './helpers';
import { centre, hand, lowMonsterInHand, myZone, settle, takeOver } from './mat-helpers';

/** Sets up a mid-game mat deterministically (hotseat, fixed seed): monsters on both sides, Battle Phase. */
async function midGame(page: Page, pick: (page: Page, name: string) => Promise<void>, placedIn?: number): Promise<string> {
  await page.goto('/?seed=1');
  await startGoingFirst(page, 'Hotseat (2 players)');
  const mine = await lowMonsterInHand(page);
  await pick(page, mine);
  // Each Summon hands the device to the other player, who holds cards in hand, to respond (issue 36).
  await otherPasses(page, 2);
  if (placedIn) await expect(myZone(page, placedIn).getByRole('button', { name: mine, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'End Turn' }).click();
  await takeOver(page, 2);
  const theirs = await lowMonsterInHand(page);
  await pick(page, theirs);
  await otherPasses(page, 1);
  if (placedIn) await expect(myZone(page, placedIn).getByRole('button', { name: theirs, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'End Turn' }).click();
  await takeOver(page, 1);
  await page.getByRole('button', { name: 'Enter Battle Phase' }).click();
  return mine;
}

async function summonByMenu(page: Page, name: string) {
  await hand(page).getByRole('button', { name, exact: true }).first().click();
  await page.getByRole('menu').getByRole('menuitem', { name: `Normal Summon ${name}` }).click();
}

test('the mat fits a 1280×720 window without scrolling', async ({ page }) => {
  const mine = await midGame(page, summonByMenu);
  await page.getByRole('group', { name: 'Your Monster Zone 1', exact: true }).getByRole('button', { name: mine }).hover();
  await settle(page);
  const size = await page.evaluate(() => ({ w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight }));
  expect(size).toEqual({ w: 1280, h: 720 });
  // Everything on the mat is inside the window: both hands, every zone, the phase bar, the log.
  for (const region of ['Your hand', 'Opponent hand', 'Duel log', 'Chain']) {
    const b = (await page.getByRole('region', { name: region }).boundingBox())!;
    expect(b.y + b.height, region).toBeLessThanOrEqual(720);
  }
  for (const zone of ['Your Monster Zone 5', 'Your Spell & Trap Zone 1', 'Opponent Spell & Trap Zone 5', 'Your Graveyard', 'Opponent Deck']) {
    const b = (await page.getByLabel(zone, { exact: true }).boundingBox())!;
    expect(b.y, zone).toBeGreaterThanOrEqual(0);
    expect(b.y + b.height, zone).toBeLessThanOrEqual(720);
  }
  // Surrender is a small button in its corner: it covers neither player's LP (a broken style once drew its flag icon at full size over "Your LP").
  const surrender = (await page.getByRole('button', { name: 'Surrender', exact: true }).boundingBox())!;
  expect(surrender.height, 'Surrender button height').toBeLessThanOrEqual(48);
  for (const lp of ['Your LP', 'Opponent LP']) {
    const b = (await page.getByLabel(lp, { exact: true }).boundingBox())!;
    const overlaps = surrender.x < b.x + b.width && b.x < surrender.x + surrender.width && surrender.y < b.y + b.height && b.y < surrender.y + surrender.height;
    expect(overlaps, `Surrender covers ${lp}`).toBe(false);
  }
  await page.screenshot({ path: 'e2e-artifacts/mat-1280x720.png' });
  await expectNamesReadable(page);
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the mat fits the width, and a touch drag Summons (dnd-kit touch sensor)', async ({ page }) => {
    // Touch drag: finger down on the card, move in steps onto the zone, lift (Chromium touch events).
    const touchDrag = async (p: Page, name: string) => {
      const cdp = await p.context().newCDPSession(p);
      // Measure where the card and the zone are only once the mat has stopped moving (the cards
      // dealt into the hand fly in: measured mid-flight on a slow machine, the finger missed the zone).
      await settle(p);
      const a = await centre(hand(p).getByRole('button', { name, exact: true }).first());
      const b = await centre(myZone(p, 2));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
      for (let i = 1; i <= 12; i++) {
        const k = i / 12;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await p.getByRole('menu').getByRole('menuitem', { name: `Normal Summon ${name}` }).tap();
    };
    await midGame(page, touchDrag, 2);
    await settle(page);
    const size = await page.evaluate(() => ({ w: document.documentElement.scrollWidth, table: document.querySelector('.table')!.getBoundingClientRect().bottom }));
    expect(size.w).toBeLessThanOrEqual(390);
    // The whole table (both halves, the phase bar, the hand) is on the first screen.
    expect(size.table).toBeLessThanOrEqual(844);
    await page.screenshot({ path: 'e2e-artifacts/mat-390x844.png' });
    await expectNamesReadable(page);
    // Below the mat: the panels, then Surrender at the end of the page, covering none of them.
    await page.screenshot({ path: 'e2e-artifacts/mat-390x844-full.png', fullPage: true });
    const surrender = (await page.getByRole('button', { name: 'Surrender' }).boundingBox())!;
    const log = (await page.getByRole('region', { name: 'Duel log' }).boundingBox())!;
    expect(surrender.y, 'Surrender is below the log').toBeGreaterThanOrEqual(log.y + log.height);
  });
});

test('every frame kind, size, Defense Position, card back and modified ATK/DEF (gallery page)', async ({ page }) => {
  await page.goto('/gallery.html');
  await expect(page.getByRole('heading', { name: 'Card gallery' })).toBeVisible();
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/cards-gallery.png' });
  await expect(page.locator('.card.frame-pendulum .pend-scale')).toHaveCount(2);
  await expect(page.locator('.stat-up')).toHaveCount(1);
  await expect(page.locator('.stat-down')).toHaveCount(1);
});

/**
 * Every card name on the mat (both Monster Zones, the hand) is painted at least 9 px tall: its font
 * size times the scale of every transform above it, in a box no shorter than that.
 */
async function expectNamesReadable(page: Page): Promise<void> {
  const names = await page
    .getByRole('main', { name: 'Game mat' })
    .locator('.card-name')
    .evaluateAll((els) =>
      els
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          let m = new DOMMatrix();
          for (let e: Element | null = el; e; e = e.parentElement) {
            const t = getComputedStyle(e).transform;
            if (t !== 'none') m = new DOMMatrix(t).multiply(m);
          }
          // How long the element's vertical unit comes out on screen (a rotated card keeps its 1).
          const scale = Math.hypot(m.c, m.d);
          const font = parseFloat(getComputedStyle(el).fontSize) * scale;
          const box = (el as HTMLElement).offsetHeight * scale;
          return { name: el.textContent, where: el.closest('.hand') ? 'hand' : 'field', painted: Math.round(Math.min(font, box) * 10) / 10 };
        }),
    );
  expect(names.filter((n) => n.where === 'field').length, 'names on the field').toBeGreaterThanOrEqual(2);
  expect(names.filter((n) => n.where === 'hand').length, 'names in the hand').toBeGreaterThanOrEqual(4);
  for (const n of names) expect(n.painted, `${n.name} (${n.where}) painted height`).toBeGreaterThanOrEqual(9);
}
