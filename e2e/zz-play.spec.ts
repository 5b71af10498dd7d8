import { expect, test, type Page } from '@playwright/test';

/** Not a test: plays a whole duel the way a player clicks, with screenshots, for looking at. */
async function playDuel(page: Page, mode: 'computer' | 'hotseat', tag: string) {
  await page.goto('/?seed=21&aiDelay=150');
  await page.locator('#pp-deck-0').selectOption('preset:starter-deck-yugi');
  await page.locator('#pp-deck-1').selectOption('preset:starter-deck-kaiba');
  await page.getByRole('button', { name: mode === 'computer' ? 'Duel the computer' : 'Hotseat (2 players)' }).click();
  let shots = 0;
  const prompts: string[] = [];
  let covers = 0;
  let lastTurn = '';
  for (let step = 0; step < 300; step++) {
    if (await page.locator('.menu-backdrop').isVisible().catch(() => false)) await page.keyboard.press('Escape');
    if (await page.getByRole('dialog', { name: /win|lose|draw/i }).isVisible().catch(() => false)) {
      await page.screenshot({ path: `/tmp/pc/${tag}-end.png` });
      break;
    }
    const cover = page.getByRole('button', { name: /show my cards/ });
    if (await cover.isVisible().catch(() => false)) {
      covers++;
      await cover.click();
      continue;
    }
    const prompt = page.getByRole('region', { name: 'Prompt' });
    if (await prompt.isVisible().catch(() => false)) {
      const h = (await prompt.getByRole('heading').textContent()) ?? '';
      prompts.push(h);
      if (shots < 12) await page.screenshot({ path: `/tmp/pc/${tag}-prompt-${shots++}.png` });
      const buttons = prompt.getByRole('group', { name: 'Choices' }).getByRole('button');
      await buttons.first().click().catch(() => {});
      await page.waitForTimeout(150);
      continue;
    }
    const turn = (await page.getByLabel('Turn').textContent().catch(() => '')) ?? '';
    const mine = await page.getByText(/^Your move/).isVisible().catch(() => false);
    if (!mine) {
      await page.waitForTimeout(200);
      continue;
    }
    if (turn !== lastTurn) {
      lastTurn = turn;
      await page.screenshot({ path: `/tmp/pc/${tag}-${turn.replace(/\W+/g, '_')}.png` });
    }
    const phase = (await page.getByLabel('Phase', { exact: true }).textContent()) ?? '';
    if (/Main Phase 1/.test(phase)) {
      // Summon or activate the first thing the hand offers.
      const cards = page.getByRole('region', { name: 'Your hand' }).locator('[data-frame]');
      let acted = false;
      for (let i = 0; i < (await cards.count()) && !acted; i++) {
        await cards.nth(i).click();
        const menu = page.getByRole('menu');
        if (!(await menu.isVisible().catch(() => false))) {
          if (await page.locator('.menu-backdrop').isVisible().catch(() => false)) await page.keyboard.press('Escape');
          continue;
        }
        const item = menu.getByRole('menuitem', { name: /^(Normal Summon|Tribute Summon|Set|Activate)/ }).first();
        if (await item.count()) {
          await item.click();
          acted = true;
        } else await page.keyboard.press('Escape');
      }
      await page.waitForTimeout(300);
      const battle = page.getByRole('button', { name: 'Enter Battle Phase' });
      if (await battle.isVisible().catch(() => false)) await battle.click();
      else await page.getByRole('button', { name: 'End Turn' }).click().catch(() => {});
      continue;
    }
    if (/Battle Phase/.test(phase)) {
      const mons = page.locator('.half-me .a-m0 [data-frame], .half-me [class*="a-m"] [data-frame]');
      let attacked = false;
      for (let i = 0; i < (await mons.count()) && !attacked; i++) {
        await mons.nth(i).click().catch(() => {});
        const menu = page.getByRole('menu');
        if (!(await menu.isVisible().catch(() => false))) {
          if (await page.locator('.menu-backdrop').isVisible().catch(() => false)) await page.keyboard.press('Escape');
          continue;
        }
        const item = menu.getByRole('menuitem', { name: /attacks/ }).first();
        if (await item.count()) {
          await item.click();
          attacked = true;
        } else await page.keyboard.press('Escape');
      }
      if (!attacked) await page.getByRole('button', { name: 'End Turn' }).click().catch(() => {});
      await page.waitForTimeout(200);
      continue;
    }
    await page.getByRole('button', { name: 'End Turn' }).click().catch(() => {});
    await page.waitForTimeout(200);
  }
  console.log(tag, 'covers', covers, 'prompts', prompts.length, JSON.stringify(prompts));
  await page.screenshot({ path: `/tmp/pc/${tag}-last.png` });
}

test('vs computer', async ({ page }) => {
  test.setTimeout(280_000);
  await playDuel(page, 'computer', 'cpu');
});
test('hotseat', async ({ page }) => {
  test.setTimeout(280_000);
  await playDuel(page, 'hotseat', 'hot');
});
