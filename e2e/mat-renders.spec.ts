import { expect, test } from '@playwright/test';
import { settleAnimations, startGoingFirst } from './helpers';
import { hand, lowMonsterInHand, moveOnto, myZone, pickUp } from './mat-helpers';

type Counts = Record<string, number>;

/**
 * "Dragging re-renders only the dragged card and the zones under it": the app counts renders of
 * its card and zone components when a page sets `window.__duelmatRenders` (src/ui/renderCount.ts).
 * While a picked-up card moves over three zones, no card picture and no other zone renders; only
 * the zones it enters or leaves do.
 */
test('a drag re-renders only the zones it passes over, and no card', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __duelmatRenders: Counts }).__duelmatRenders = {};
  });
  await page.goto('/?seed=1');
  await startGoingFirst(page, 'Duel the computer');
  const name = await lowMonsterInHand(page);
  const card = hand(page).getByRole('button', { name, exact: true }).first();
  await card.hover();
  await settleAnimations(page);

  const reset = () => page.evaluate(() => ((window as unknown as { __duelmatRenders: Counts }).__duelmatRenders = {}));
  const read = () => page.evaluate(() => ({ ...(window as unknown as { __duelmatRenders: Counts }).__duelmatRenders }));

  await reset();
  await pickUp(page, card);
  await expect(page.locator('.half-me .zone-monster.drop-target')).toHaveCount(5);
  const atStart = await read();
  // Picking up: the five zones that accept it light up, the dragged card fades, the drag preview
  // draws one card. Nothing else.
  const zonesAtStart = Object.keys(atStart).filter((k) => k.startsWith('MonsterZone#'));
  expect(zonesAtStart.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `MonsterZone#zone:me:m:${i}`));
  expect(Object.keys(atStart).filter((k) => k.startsWith('OwnCard#'))).toHaveLength(1);
  expect(atStart.Card ?? 0).toBeLessThanOrEqual(1);

  await reset();
  for (const n of [1, 2, 3]) {
    await moveOnto(page, myZone(page, n));
    await expect(myZone(page, n)).toHaveClass(/drop-over/);
  }
  const moving = await read();
  await page.mouse.up();
  await page.keyboard.press('Escape');
  console.log('renders while moving over zones 1-3:', JSON.stringify(moving));
  // Moving over zones 1, 2 and 3: only those three zones render (each when entered or left).
  expect(moving.Card ?? 0).toBe(0);
  expect(moving.ZoneContent ?? 0).toBe(0);
  expect(Object.keys(moving).filter((k) => k.startsWith('OwnCard'))).toEqual([]);
  const zones = Object.keys(moving).filter((k) => k.startsWith('MonsterZone#'));
  expect(zones.sort()).toEqual(['MonsterZone#zone:me:m:0', 'MonsterZone#zone:me:m:1', 'MonsterZone#zone:me:m:2']);
});
