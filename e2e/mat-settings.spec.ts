import { expect, test } from '@playwright/test';
import { startGoingFirst } from './helpers';

/** Chain prompts, animation speed, sound, the computer's level and pace are remembered across a reload (localStorage). */
test('settings persist across a reload', async ({ page }) => {
  await page.goto('/?seed=1');
  // The start screen offers the computer's level; Normal unless chosen otherwise.
  const level = page.getByLabel('Computer level');
  await expect(level).toHaveValue('normal');
  await expect(level.getByRole('option')).toHaveText(['Easy', 'Normal', 'Hard']);
  await level.selectOption({ label: 'Hard' });
  await startGoingFirst(page, 'Duel the computer');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  // Defaults: Auto, normal speed, sound off.
  await expect(dialog.getByRole('radio', { name: /^Auto/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Fast animations' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Sound effects' })).not.toBeChecked();

  await dialog.getByRole('radio', { name: /^Never/ }).check();
  await dialog.getByRole('checkbox', { name: 'Fast animations' }).check();
  await dialog.getByRole('checkbox', { name: 'Sound effects' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Fast computer' })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Fast computer' }).check();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-anim', 'fast');

  await page.reload();
  // The running duel comes back after the reload (it is saved after every action), with the settings.
  await expect(page.getByRole('button', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-anim', 'fast');
  await page.keyboard.press('s');
  await expect(dialog.getByRole('radio', { name: /^Never/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Fast animations' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Sound effects' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Fast computer' })).toBeChecked();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('duelmat:settings') ?? '{}'));
  expect(stored.state).toEqual({ chainPrompts: 'never', animations: 'fast', sound: true, computerLevel: 'hard', fastComputer: true, firstTurn: 'choose' });

  // Back to the defaults for the next test run's sake (each test has a fresh context anyway).
  await dialog.getByRole('radio', { name: /^Auto/ }).check();
  await dialog.getByRole('button', { name: 'Close' }).click();
});
