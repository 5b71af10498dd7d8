import { expect, test } from '@playwright/test';
import { dragMouse, hand, settle, takeOver } from './mat-helpers';
import { otherPasses, startGoingFirst } from './helpers';

/**
 * The prompt component. First the hand-size prompt: discarding down to 6 cards at
 * the end of the turn. The legal cards light up on the mat, pointing at a choice lights exactly its
 * card, the reason is shown and announced, and clicking a lit card answers in one click.
 */
test('a prompt shows its reason, lights the legal cards, and is answered from the mat or the panel', async ({ page }) => {
  await page.goto('/?seed=1');
  await startGoingFirst(page, 'Hotseat (2 players)');
  // Nobody plays a card: Player 2 draws in turns 2 and 4 and holds 7 cards at the end of turn 4.
  for (const next of [2, 1, 2] as const) {
    await page.getByRole('button', { name: 'End Turn' }).click();
    await takeOver(page, next);
  }
  await expect(page.getByLabel('Turn', { exact: true })).toContainText('Turn 4');
  await expect(hand(page).locator('[data-frame]')).toHaveCount(7);
  await page.getByRole('button', { name: 'End Turn' }).click();

  const prompt = page.getByRole('region', { name: 'Prompt' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('heading')).toHaveText(/discard/i);
  await expect(page.getByTestId('announce-ask')).toContainText('You are asked:');
  // Every card in the hand may be discarded: all seven are lit as choices; one button each.
  await expect(hand(page).locator('.card-slot.selectable')).toHaveCount(7);
  const choices = prompt.getByRole('group', { name: 'Choices' }).getByRole('button');
  await expect(choices).toHaveCount(7);
  // Pointing at a choice lights its card.
  await choices.nth(2).hover();
  await expect(hand(page).locator('.card-slot.lit')).toHaveCount(1);
  await page.screenshot({ path: 'e2e-artifacts/mat-prompt.png' });

  // Answer from the mat: clicking a lit card chooses it in one click (issue 12).
  const first = hand(page).locator('[data-frame]').first();
  const name = (await first.getAttribute('aria-label'))!;
  await first.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(prompt).toHaveCount(0);
  await takeOver(page, 1);
  await expect(page.getByRole('region', { name: 'Duel log' })).toContainText(`Discard ${name}`);
});

/**
 * Prompts while a card activates and resolves, from a position link: Monster Reborn asks for its
 * target among both Graveyards' cards (listed as buttons: only the top card shows on a pile), then,
 * as it resolves, for the battle position (a `select { option }` prompt).
 */
const REBORN_POSITION = {
  turn: 3, turnPlayer: 0, phase: 'main1', seed: 4,
  players: [
    { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'], deck: ['Feral Imp', 'Battle Ox', 'Mystical Elf'] },
    { hand: ['Beaver Warrior'], graveyard: ['Dark Magician', 'Celtic Guardian'], deck: ['Feral Imp', 'Battle Ox', 'Mystical Elf'] },
  ],
};

test('a target among the Graveyards, then a battle position: Monster Reborn\'s prompts', async ({ page }) => {
  await page.goto(`/?seed=1&scenario=${encodeURIComponent(JSON.stringify(REBORN_POSITION))}`);
  await page.getByRole('region', { name: 'Start from a position' }).getByRole('button', { name: 'Play this position hotseat' }).click();
  await expect(page.getByText(/^Your move \(Player 1\)/)).toBeVisible();
  await dragMouse(page, hand(page).getByRole('button', { name: 'Monster Reborn', exact: true }), page.getByRole('group', { name: 'Your Spell & Trap Zone 3', exact: true }));
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Activate Monster Reborn', 'Set Monster Reborn']);
  await menu.getByRole('menuitem', { name: 'Activate Monster Reborn' }).click();

  // The target: every monster in either Graveyard, the opponent's under the top card too.
  const prompt = page.getByRole('region', { name: 'Prompt' });
  await expect(prompt).toContainText('Choose a monster in either Graveyard');
  const choices = prompt.getByRole('group', { name: 'Choices' }).getByRole('button');
  await expect(choices).toHaveCount(3);
  await expect(choices.filter({ hasText: 'Dark Magician' })).toHaveCount(1);
  // Each choice shows the card itself (issue 12), named by the choice's words.
  await expect(prompt.locator('.card-choice .card-choice-face')).toHaveCount(3);
  await settle(page);
  await page.screenshot({ path: 'e2e-artifacts/mat-prompt-cards.png' });
  // Not activated yet: it may still be cancelled (issue 36).
  await expect(prompt).toContainText('Not activated yet: Cancel (or Escape) takes it back.');
  await choices.filter({ hasText: 'Dark Magician' }).click();
  // Player 2 holds a card in hand: they are handed the device to respond to the activation, and pass (issue 36).
  await otherPasses(page, 2);

  // Resolving: the position, asked as two options. The Spell lies in the zone it was dropped on.
  await expect(prompt).toContainText('Special Summon Dark Magician in');
  await expect(page.getByRole('group', { name: 'Your Spell & Trap Zone 3', exact: true }).getByRole('button', { name: 'Monster Reborn', exact: true })).toBeVisible();
  const options = prompt.getByRole('group', { name: 'Choices' }).getByRole('button');
  await expect(options).toHaveText(['Attack Position', 'Defense Position']);
  await expect(prompt).toContainText('The card is resolving: this choice cannot be cancelled.');
  await expect(prompt.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await page.screenshot({ path: 'e2e-artifacts/mat-prompt-position.png' });
  await options.filter({ hasText: 'Defense Position' }).click();
  await expect(prompt).toHaveCount(0);
  // The Special Summon is a public event Player 2 may answer in principle: the device goes over and back.
  await otherPasses(page, 2);

  const reborn = page.getByRole('group', { name: 'Your Monster Zone 1', exact: true }).getByRole('button', { name: 'Dark Magician', exact: true });
  await expect(reborn).toHaveAttribute('aria-description', /Defense Position/);
  await expect(page.getByRole('group', { name: 'Your Monster Zone 1', exact: true }).locator('.card.sideways')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Opponent Graveyard', exact: true })).toHaveAttribute('aria-description', /^1 card, Celtic Guardian on top/);
});

/**
 * A yes/no prompt on the other player's turn, in hotseat: Player 2's attack destroys Player 1's
 * Mystic Tomato, whose optional Trigger asks Player 1 (behind the pass-the-device cover) whether to
 * use it, then which DARK monster to call from the Deck.
 */
const TOMATO_POSITION = {
  turn: 4, turnPlayer: 1, phase: 'battle', seed: 6,
  players: [
    { hand: ['Celtic Guardian'], monsters: [{ card: 'Mystic Tomato' }], deck: ['Feral Imp', 'Celtic Guardian', 'Battle Ox'] },
    { hand: ['Beaver Warrior'], monsters: [{ card: 'Summoned Skull' }], deck: ['Feral Imp', 'Battle Ox', 'Mystical Elf'] },
  ],
};

test('a yes/no prompt for an optional Trigger on the opponent\'s turn, asked behind the hotseat cover', async ({ page }) => {
  await page.goto(`/?seed=1&scenario=${encodeURIComponent(JSON.stringify(TOMATO_POSITION))}`);
  await page.getByRole('region', { name: 'Start from a position' }).getByRole('button', { name: 'Play this position hotseat' }).click();
  await takeOver(page, 2);
  const skull = page.getByRole('group', { name: 'Your Monster Zone 1', exact: true }).getByRole('button', { name: 'Summoned Skull', exact: true });
  await dragMouse(page, skull, page.getByRole('group', { name: 'Opponent Monster Zone 1', exact: true }));

  // Player 1 holds a card in hand, so the attack hands them the device behind the cover (issue 36;
  // nothing of Player 1's Deck is in the page before they take it); they pass. The battle then
  // destroys Mystic Tomato, and its Trigger asks Player 1, who holds the device, at once.
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 1' })).toBeVisible();
  expect(await page.content()).not.toContain('Feral Imp');
  await takeOver(page, 1);
  const prompt = page.getByRole('region', { name: 'Prompt' });
  await expect(prompt.getByRole('heading')).toHaveText(/Summoned Skull attacks .*Mystic Tomato\. You have nothing to activate now\.$/);
  await prompt.getByRole('button', { name: 'Pass' }).click();
  await expect(prompt).toContainText('Mystic Tomato');
  const answers = prompt.getByRole('group', { name: 'Choices' }).getByRole('button');
  await expect(answers).toHaveText(['Yes', 'No']);
  await settle(page);
  await page.screenshot({ path: 'e2e-artifacts/mat-prompt-yes-no.png' });
  await answers.filter({ hasText: 'Yes' }).click();
  // The Trigger is a Chain Link Player 2 may answer (they hold a card in hand): over and back (issue 36).
  await otherPasses(page, 2);
  await expect(prompt).toContainText('Choose a DARK monster with 1500 or less ATK');
  await prompt.getByRole('group', { name: 'Choices' }).getByRole('button', { name: /Feral Imp/ }).click();
  // Back to Player 2's Battle Phase: the called monster stands where Mystic Tomato was.
  await takeOver(page, 2);
  await expect(page.getByRole('group', { name: 'Opponent Monster Zone 1', exact: true }).getByRole('button', { name: 'Feral Imp', exact: true })).toBeVisible();
  await expect(page.getByLabel('Opponent LP')).toHaveText('LP 6900');
});
