import { expect, test } from '@playwright/test';
import { dragMouse, hand, log, lowMonsterInHand, moveOnto, myZone, oppZone, pickUp, settle, takeOver } from './mat-helpers';

/**
 * Every drag path the engine has now, with real mouse moves (press, move in steps, release):
 * Summon and Set from the hand onto a Monster Zone, and an attack from a monster onto an opponent's
 * monster (with the attack arrow drawn while dragging). Activate and Special Summon drags come with
 * the effects issue (no Spell, Trap or Extra Deck card exists yet). Hotseat with a fixed seed keeps
 * both players' moves deterministic.
 */
test('drag paths with the mouse: Summon, Set, attack; only legal zones light up and accept', async ({ page }) => {
  await page.goto('/?seed=1');
  await page.getByRole('button', { name: 'Hotseat (2 players)' }).click();
  await expect(page.getByText(/^Your move \(Player 1\)/)).toBeVisible();

  // Player 1, turn 1: a Level 4 or lower monster, dragged onto Monster Zone 3.
  const summoned = await lowMonsterInHand(page);
  const card = hand(page).getByRole('button', { name: summoned, exact: true }).first();
  await pickUp(page, card);
  // While dragging, all five empty Monster Zones light up; the Spell & Trap Zones and the opponent's side do not.
  await expect(page.locator('.half-me .zone-monster.drop-target')).toHaveCount(5);
  await expect(page.locator('.half-opp .drop-target, .zone-st.drop-target, .drop-target-direct')).toHaveCount(0);
  // Over a Spell & Trap Zone (not legal for a monster): nothing is highlighted as "over", and dropping there does nothing.
  await moveOnto(page, page.getByRole('group', { name: 'Your Spell & Trap Zone 2', exact: true }));
  await expect(page.locator('.drop-over')).toHaveCount(0);
  await moveOnto(page, myZone(page, 3));
  await expect(myZone(page, 3)).toHaveClass(/drop-over/);
  await page.screenshot({ path: 'e2e-artifacts/mat-drag-summon.png' });
  await page.mouse.up();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([`Normal Summon ${summoned}`, `Set ${summoned}`]);
  await menu.getByRole('menuitem', { name: `Normal Summon ${summoned}` }).click();
  await expect(myZone(page, 3).getByRole('button', { name: summoned, exact: true })).toBeVisible();
  await expect(log(page)).toContainText(`Normal Summon ${summoned}`);

  // A dropped card outside every legal zone goes back: drag another monster onto the opponent's side.
  const before = await hand(page).locator('[data-frame]').count();
  const other = hand(page).locator('.card-slot').first();
  await dragMouse(page, other, oppZone(page, 3));
  await expect(menu).toHaveCount(0);
  await expect(hand(page).locator('[data-frame]')).toHaveCount(before);

  await page.getByRole('button', { name: 'End Turn' }).click();
  await takeOver(page, 2);

  // Player 2, turn 2: Set a monster by dragging it onto Monster Zone 1.
  const setName = await lowMonsterInHand(page);
  await dragMouse(page, hand(page).getByRole('button', { name: setName, exact: true }).first(), myZone(page, 1));
  await page.getByRole('menu').getByRole('menuitem', { name: `Set ${setName}`, exact: true }).click();
  const setCard = myZone(page, 1).getByRole('button', { name: setName, exact: true });
  await expect(setCard).toBeVisible();
  await expect(setCard).toHaveAttribute('aria-description', /face-down Defense Position/);
  await expect(myZone(page, 1).locator('.card.sideways')).toHaveCount(1);
  await page.getByRole('button', { name: 'End Turn' }).click();
  await takeOver(page, 1);

  // Player 1, turn 3: Battle Phase; drag the monster onto Player 2's face-down monster.
  await page.getByRole('button', { name: 'Enter Battle Phase' }).click();
  await expect(page.getByLabel('Phase', { exact: true })).toHaveText(/Battle Phase/);
  const attacker = page.locator('.half-me .card-slot.can-drag').first();
  await expect(attacker.getByRole('button')).toHaveAccessibleName(summoned);
  // Player 2's Zone 1 is on Player 1's right (the opponent's half is turned round).
  const target = oppZone(page, 1);
  await pickUp(page, attacker);
  await expect(target).toHaveClass(/drop-target/);
  await expect(page.locator('.drag-arrow.shown')).toHaveCount(1);
  await moveOnto(page, target);
  await expect(target).toHaveClass(/drop-over/);
  await expect(page.locator('.drag-arrow.locked')).toHaveCount(1);
  await page.screenshot({ path: 'e2e-artifacts/mat-drag-attack.png' });
  await page.mouse.up();
  await expect(page.locator('.drag-arrow.shown')).toHaveCount(0);
  await expect(log(page)).toContainText(`${summoned} attacks a face-down monster`);
  await settle(page);
  await page.screenshot({ path: 'e2e-artifacts/mat-after-attack.png' });
});
