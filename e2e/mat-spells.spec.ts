import { expect, test, type Page } from '@playwright/test';
import { dragMouse, hand, log, settle, takeOver } from './mat-helpers';
import { otherPasses, startGoingFirst } from './helpers';

/**
 * Spells and Traps on the mat: the activate and Set drag paths, and a chain-response prompt.
 * The preset decks hold no Spell or Trap, so the test imports a deck that does through the deck
 * builder (.ydk), then plays hotseat with a fixed seed (Player 1's hand: Sogen, Threatening Roar).
 */
const SPELL_DECK = [
  '19523799', '84257639', '86318356', '12607053', '04206964', '44209392', '36361633',
  '01184620', '05053103', '13039848', '15025844', '40374923', '41392891',
].flatMap((id) => [id, id, id]).concat('91152256');

async function startWithSpellDeck(page: Page) {
  await page.goto('/?seed=1');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await page.getByRole('button', { name: 'Import / Export' }).click();
  const io = page.getByRole('dialog', { name: 'Import / Export' });
  await io.getByLabel('Import a .ydk file').setInputFiles({ name: 'Spells.ydk', mimeType: 'text/plain', buffer: Buffer.from(`#main\n${SPELL_DECK.join('\n')}\n#extra\n!side\n`) });
  await expect(io.getByRole('status')).toContainText('40 Main Deck');
  await io.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: '← Start' }).click();
  // The saved deck stays (localStorage); `?seed=5` fixes the deal.
  await page.goto('/?seed=5');
  await page.getByLabel('Your deck').selectOption({ label: 'Spells' });
  await page.getByLabel('Opponent’s deck').selectOption({ label: 'Spells' });
  await startGoingFirst(page, 'Hotseat (2 players)');
  await expect(page.getByText(/^Your move \(Player 1\)/)).toBeVisible();
}

test('drag a Field Spell to activate it and a Trap to Set it; a chain-response prompt asks to respond', async ({ page }) => {
  await startWithSpellDeck(page);
  const field = page.getByRole('group', { name: 'Your Field Zone', exact: true });
  const st2 = page.getByRole('group', { name: 'Your Spell & Trap Zone 2', exact: true });

  // A Field Spell lights up only the Field Zone; dropped there, it may be activated or Set.
  await dragMouse(page, hand(page).getByRole('button', { name: 'Sogen', exact: true }).first(), field);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Activate Sogen', 'Set Sogen']);
  await menu.getByRole('menuitem', { name: 'Activate Sogen' }).click();
  // Player 2 holds cards in hand: the activation hands them the device to respond (issue 36); they pass.
  await otherPasses(page, 2);
  await expect(field.getByRole('button', { name: 'Sogen', exact: true })).toBeVisible();
  await expect(log(page)).toContainText('You activated Sogen (Chain Link 1)');

  // A Trap can only be Set from the hand: the drop does it at once, in the zone it was dropped on.
  await dragMouse(page, hand(page).getByRole('button', { name: 'Threatening Roar', exact: true }).first(), st2);
  await expect(st2.getByRole('button', { name: 'Threatening Roar', exact: true })).toBeVisible();
  await expect(log(page)).toContainText('Set Threatening Roar');

  // At the opponent's Draw Phase Player 1 may respond with the Set Trap. "Auto" does not stop at a
  // bare change of phase, so Player 1 claims the next window with "Respond" first. Player 1 still
  // holds the device, so no cover.
  const respond = page.getByRole('button', { name: 'Respond', exact: true });
  await respond.click();
  await expect(respond).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'End Turn' }).click();
  const prompt = page.getByRole('region', { name: 'Prompt' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('heading')).toHaveText('Draw Phase is ending. Activate Threatening Roar?');
  await expect(prompt.getByRole('button', { name: 'Activate Threatening Roar' })).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Pass' })).toBeVisible();
  await expect(page.getByTestId('announce-ask')).toContainText('You may respond, or pass.');
  await settle(page);
  await page.screenshot({ path: 'e2e-artifacts/mat-chain-response.png' });

  await prompt.getByRole('button', { name: 'Activate Threatening Roar' }).click();
  // Then it is Player 2's move again: the cover first, then Player 2 reads what happened (and, holding
  // cards in hand, is asked whether to respond to it: issue 36).
  await takeOver(page, 2);
  await expect(log(page)).toContainText('Threatening Roar');
  await prompt.getByRole('button', { name: 'Pass' }).click();
  await expect(page.getByRole('group', { name: 'Opponent Spell & Trap Zone 2', exact: true }).getByRole('button')).toHaveCount(0);
});

test('with chain prompts set to "Never", the same chance to respond is passed for the player', async ({ page }) => {
  await startWithSpellDeck(page);
  await dragMouse(page, hand(page).getByRole('button', { name: 'Threatening Roar', exact: true }).first(), page.getByRole('group', { name: 'Your Spell & Trap Zone 1', exact: true }));
  await expect(log(page)).toContainText('Set Threatening Roar');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('radio', { name: /^Never/ }).check();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'End Turn' }).click();
  // No prompt: every window of Player 2's turn passes by itself, straight to Player 2's move.
  await takeOver(page, 2);
  await expect(page.getByRole('region', { name: 'Prompt' })).toHaveCount(0);
  await expect(page.getByLabel('Phase', { exact: true })).toHaveText(/Main Phase 1/);
  await expect(log(page)).not.toContainText('activated Threatening Roar');
});
