import { expect, test } from '@playwright/test';
import { settleAnimations } from './helpers';

/*
 * Issue 36 item 8: the preset decks carry a 15-card Side Deck, so a Match played with presets has
 * something to side: after Duel 1, a Side Deck card goes in for a Main Deck card, and Duel 2 is
 * played with the sided deck (the Match's save holds it).
 */
const JAR = '50045299'; // Dragon Capture Jar
const FERAL_IMP = '41392891';

test('a Match with preset decks: a Side Deck card is sided in after Duel 1 and Duel 2 is played with it', async ({ page }) => {
  await page.goto('/?seed=1&aiDelay=0');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('Your deck').selectOption({ label: "Spellcaster's Command" });
  await page.getByLabel('Opponent’s deck').selectOption({ label: "Dragon's Roar" });
  await page.getByRole('button', { name: 'Match vs the computer' }).click();
  await page.getByRole('button', { name: 'Toss the coin' }).click();
  const goFirst = page.getByRole('button', { name: 'Go first' });
  const startDuel = page.getByRole('button', { name: 'Start Duel 1' });
  await expect(goFirst.or(startDuel)).toBeVisible();
  if (await goFirst.isVisible()) await goFirst.click();
  else await startDuel.click();

  const badge = page.getByLabel('Match score', { exact: true });
  await expect(badge).toContainText('Duel 1');
  await page.getByRole('button', { name: 'Surrender' }).click();
  await page.getByRole('alertdialog', { name: 'Surrender this Duel?' }).getByRole('button', { name: 'Surrender', exact: true }).click();

  // Siding: the preset's Side Deck is there (15 cards), and Dragon Capture Jar goes in for a Feral Imp.
  const siding = page.getByRole('region', { name: 'Siding for You' });
  await expect(siding).toBeVisible();
  await expect(siding.getByRole('region', { name: 'Side Deck 15', exact: true })).toBeVisible();
  await expect(siding.getByText(/has no Side Deck/)).toHaveCount(0);
  await siding.getByRole('button', { name: 'Take out Feral Imp (2 copies)' }).click();
  await siding.getByRole('button', { name: 'Put in Dragon Capture Jar (2 copies)' }).click();
  await siding.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(siding.getByRole('list', { name: 'Swaps' })).toContainText('Feral Imp → Side, Dragon Capture Jar → Deck');
  await expect(siding.getByRole('button', { name: 'Take out Dragon Capture Jar (1 copy)' })).toBeVisible();
  await expect(siding.getByRole('button', { name: 'Put in Feral Imp (1 copy)' })).toBeVisible();
  await expect(siding.getByRole('button', { name: 'Put in Dragon Capture Jar (1 copy)' })).toBeVisible();
  await expect(siding.getByRole('region', { name: 'Side Deck 15', exact: true })).toBeVisible();
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/match-presets-siding.png' });
  await siding.getByRole('button', { name: 'Done siding' }).click();

  // Duel 2 is played with the sided deck.
  await page.getByRole('button', { name: 'Go first' }).click();
  await expect(badge).toContainText('Duel 2');
  await expect(page.getByLabel('Phase')).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('duelmat:match') ?? 'null') as { match: { decks: { main: string[]; side: string[] }[] } } | null);
  const mine = saved!.match.decks[0]!;
  expect(mine.main.filter((p) => p === JAR)).toHaveLength(1);
  expect(mine.main.filter((p) => p === FERAL_IMP)).toHaveLength(1);
  expect(mine.main).toHaveLength(40);
  expect(mine.side).toHaveLength(15);
  expect(mine.side.filter((p) => p === FERAL_IMP)).toHaveLength(1);
});
