import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dragTo, settleAnimations, startGoingFirst } from './helpers';

mkdirSync('e2e-artifacts', { recursive: true });

test('a duel against the computer can be played through to the end screen, then rematched', async ({ page }) => {
  test.setTimeout(480_000); // a whole duel and a rematch: 54 s at load 12
  // A short thinking pause keeps the run quick; everything else is the real game.
  await page.goto('/?aiDelay=10&seed=3');
  await startGoingFirst(page, 'Duel the computer');
  const hand = page.getByRole('region', { name: 'Your hand' });
  const end = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Rematch' }) });
  let midShot = false;

  for (let step = 0; step < 600; step++) {
    if (await end.isVisible()) break;
    const status = (await page.locator('.status-line').textContent()) ?? '';
    if (!status.startsWith('Your move')) {
      // The computer is playing: wait for the move to come back (or the duel to end).
      await expect(page.locator('.status-line').filter({ hasText: /^Your move/ }).or(end).first()).toBeVisible({ timeout: 60_000 });
      continue;
    }
    const prompt = page.getByRole('region', { name: 'Prompt' });
    if (await prompt.isVisible()) {
      await prompt.getByRole('button').first().click();
      continue;
    }
    const phase = (await page.getByLabel('Phase', { exact: true }).textContent()) ?? '';
    if (phase === 'Main Phase 1') {
      const playable = hand.locator('.card-slot.can-drag');
      if ((await playable.count()) > 0) {
        await dragTo(page, playable.last(), '.half-me .zone.drop-target');
        // Summon and Set are always both legal, so the drop opens a menu of the two; choose with
        // the keyboard here (the mouse path is covered in duel-vs-computer.spec.ts).
        const menu = page.getByRole('menu');
        const summon = menu.getByRole('menuitem', { name: /^(Normal|Tribute) Summon/ }).first();
        await summon.press('Enter');
        await expect(menu).toHaveCount(0);
      }
      const battle = page.getByRole('button', { name: 'Enter Battle Phase' });
      if (await battle.isVisible()) await battle.click();
      else await page.getByRole('button', { name: 'End Turn' }).click();
      continue;
    }
    if (phase === 'Battle Phase') {
      const attacker = page.locator('.half-me .card-slot.can-drag');
      if ((await attacker.count()) > 0) {
        if (!midShot) {
          await page.screenshot({ path: 'e2e-artifacts/mat-battle.png' });
          midShot = true;
        }
        await dragTo(page, attacker.first(), '.half-opp .zone.drop-target, .opp-area.drop-target-direct');
        continue;
      }
    }
    await page.getByRole('button', { name: 'End Turn' }).click();
  }

  await expect(end).toBeVisible();
  await expect(end.getByRole('heading')).toHaveText(/You win!|You lose|draw/);
  await expect(end).toContainText(/LP reached 0|Deck|draw/i);
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/end-screen.png' });

  await end.getByRole('button', { name: 'Rematch' }).click();
  await expect(end).toHaveCount(0);
  // A rematch is a new duel: the turn order is settled again (Player 1 chooses, as set at the start).
  await page.getByRole('region', { name: 'Turn order' }).getByRole('button', { name: 'Go first' }).click();
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 1');
  await expect(page.getByLabel('Your LP')).toContainText('8000');
  await expect(page.getByLabel('Opponent LP')).toContainText('8000');

  await page.getByRole('button', { name: 'Leave duel' }).click();
  await page.getByRole('alertdialog', { name: 'Leave this duel?' }).getByRole('button', { name: 'Leave duel' }).click();
  await expect(page.getByRole('button', { name: 'Duel the computer' })).toBeVisible();
});
