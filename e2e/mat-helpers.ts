import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { settleAnimations } from './helpers';

mkdirSync('e2e-artifacts', { recursive: true });

export type Box = { x: number; y: number; width: number; height: number };

export async function centre(l: Locator): Promise<{ x: number; y: number }> {
  const b = await l.boundingBox();
  if (!b) throw new Error('element not visible');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Presses on `from` and moves a little, so the drag has started (dnd-kit needs 6 px); the caller drops. */
export async function pickUp(page: Page, from: Locator): Promise<void> {
  const a = await centre(from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 10, a.y - 14, { steps: 4 });
}

export async function moveOnto(page: Page, to: Locator): Promise<void> {
  const b = await centre(to);
  await page.mouse.move(b.x, b.y, { steps: 12 });
}

/** A whole drag with real mouse moves: press, move in steps, release. */
export async function dragMouse(page: Page, from: Locator, to: Locator): Promise<void> {
  await pickUp(page, from);
  await moveOnto(page, to);
  await page.mouse.up();
}

/** The first card in the viewer's hand that is a monster of Level 4 or lower. */
export async function lowMonsterInHand(page: Page): Promise<string> {
  const hand = page.getByRole('region', { name: 'Your hand' });
  for (const card of await hand.locator('[data-frame]').all()) {
    const level = Number(await card.getAttribute('data-level'));
    const frame = await card.getAttribute('data-frame');
    if (frame !== 'spell' && frame !== 'trap' && level > 0 && level <= 4) return (await card.getAttribute('aria-label')) ?? '';
  }
  throw new Error('no Level 4 or lower monster in hand');
}

export const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' });
export const myZone = (page: Page, n: number) => page.getByRole('group', { name: `Your Monster Zone ${n}`, exact: true });
export const oppZone = (page: Page, n: number) => page.getByRole('group', { name: `Opponent Monster Zone ${n}`, exact: true });
export const log = (page: Page) => page.getByRole('region', { name: 'Duel log' });

/** Hotseat: confirms the pass-the-device cover for `player` (1 or 2). */
export async function takeOver(page: Page, player: 1 | 2): Promise<void> {
  await expect(page.getByRole('heading', { name: `Pass the device to Player ${player}` })).toBeVisible();
  await page.getByRole('button', { name: `I’m Player ${player} — show my cards` }).click();
  await expect(page.getByText(new RegExp(`^Your move \\(Player ${player}\\)`))).toBeVisible();
}

/** Waits until CSS animations on the mat have settled (cards fade in when they arrive): a state, not a time. */
export async function settle(page: Page): Promise<void> {
  await settleAnimations(page);
}
