import { expect, test } from '@playwright/test';
import { hand, log, takeOver } from './mat-helpers';

/** Targets are declared on activation and public: the player asked to respond sees what a Chain Link targets. */
test('a Chain Link names its target in the prompt, the Chain panel and the log, from the answering player’s side', async ({ page }) => {
  const position = {
    turn: 3, turnPlayer: 0, phase: 'main1',
    players: [
      { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Celtic Guardian' }] },
      { spellTraps: [{ card: 'Waboku', faceUp: false }, { card: 'Mirror Force', faceUp: false }] },
    ],
  };
  await page.goto(`/?seed=1&scenario=${encodeURIComponent(JSON.stringify(position))}`);
  await page.getByRole('region', { name: 'Start from a position' }).getByRole('button', { name: 'Play this position hotseat' }).click();
  await hand(page).getByRole('button', { name: 'Mystical Space Typhoon', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Activate Mystical Space Typhoon', exact: true }).click();
  const prompt = page.getByRole('region', { name: 'Prompt' });
  // Player 1 chooses the Set card in Player 2's first Spell & Trap Zone: Waboku, unseen by them.
  await prompt.getByRole('button').first().click();
  await takeOver(page, 2);
  await expect(prompt.getByRole('heading')).toHaveText('Opponent activated Mystical Space Typhoon (Chain Link 1), targeting your Waboku. Activate Waboku?');
  await expect(page.getByRole('region', { name: 'Chain' }).getByRole('listitem')).toHaveAccessibleName(
    'Chain Link 1: Mystical Space Typhoon (opponent): Destroy 1 Spell or Trap Card on the field, targeting your Waboku',
  );
  await expect(log(page)).toContainText('Opponent activated Mystical Space Typhoon (Chain Link 1), targeting your Waboku');
});
