import { expect, test, type Page } from '@playwright/test';
import { log, myZone, settle } from './mat-helpers';

/**
 * Union monsters, XYZ-Dragon Cannon and Gagaga Magician on the mat (issue 13), from a position link
 * played hotseat: the Union's equip is offered in its menu, the equipped Union sits in the Spell &
 * Trap Zone marked with its monster, and the card details say what it is equipped to; the contact
 * Fusion is offered from the Extra Deck; a changed Level shows on the monster and in the details.
 */
const FILLER = ['Feral Imp', 'Battle Ox', 'Mystical Elf', 'Feral Imp', 'Battle Ox'];

async function open(page: Page, position: object): Promise<void> {
  await page.goto(`/?seed=1&scenario=${encodeURIComponent(JSON.stringify(position))}`);
  await page.getByRole('region', { name: 'Start from a position' }).getByRole('button', { name: 'Play this position hotseat' }).click();
  await expect(page.getByText(/^Your move \(Player 1\)/)).toBeVisible();
}
const details = (page: Page) => page.getByRole('complementary', { name: 'Card details' });
const stZone = (page: Page, n: number) => page.getByRole('group', { name: `Your Spell & Trap Zone ${n}`, exact: true });

test('Union: Y-Dragon Head equipped to X-Head Cannon from its menu; the mat and the card details show it', async ({ page }) => {
  await open(page, {
    turn: 3, turnPlayer: 0, phase: 'main1', seed: 3,
    players: [
      { deck: FILLER, monsters: [{ card: 'X-Head Cannon' }, { card: 'Y-Dragon Head' }] },
      { deck: FILLER, monsters: [{ card: 'Summoned Skull' }] },
    ],
  });
  await myZone(page, 2).getByRole('button', { name: 'Y-Dragon Head', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Activate Y-Dragon Head: Equip it to your "X-Head Cannon" (+400 ATK/DEF)', exact: true }).click();
  const prompt = page.getByRole('region', { name: 'Prompt' });
  await expect(prompt.getByRole('heading')).toHaveText('Choose your "X-Head Cannon" to equip');
  await prompt.getByRole('group', { name: 'Choices' }).getByRole('button', { name: /X-Head Cannon/ }).click();
  // The opponent (hotseat) has nothing to respond with: the Chain resolves.
  const union = stZone(page, 1).getByRole('button', { name: 'Y-Dragon Head', exact: true });
  await expect(union).toBeVisible();
  await expect(myZone(page, 2).getByRole('button')).toHaveCount(0);
  await expect(myZone(page, 1).getByRole('button', { name: 'X-Head Cannon', exact: true })).toHaveAttribute('aria-description', /ATK 2200 \(printed 1800\), DEF 1900 \(printed 1500\)/);
  await expect(log(page)).toContainText('Y-Dragon Head was equipped to X-Head Cannon');
  await union.hover();
  await expect(details(page).getByRole('list', { name: 'On the field' })).toHaveText('Equipped to X-Head Cannon');
  await settle(page);
  await page.screenshot({ path: 'e2e-artifacts/union-equipped.png' });
  // Once per turn, equip or unequip: nothing more is offered for it this turn.
  await union.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('XYZ-Dragon Cannon is offered from the Extra Deck with the three pieces face-up on the field', async ({ page }) => {
  await open(page, {
    turn: 3, turnPlayer: 0, phase: 'main1', seed: 3,
    players: [
      { deck: FILLER, extra: ['XYZ-Dragon Cannon'], monsters: [{ card: 'X-Head Cannon' }, { card: 'Y-Dragon Head' }, { card: 'Z-Metal Tank' }] },
      { deck: FILLER },
    ],
  });
  await page.getByRole('button', { name: 'Your Extra Deck', exact: true }).click();
  const viewer = page.getByRole('dialog', { name: 'Extra Deck list (you)' });
  await viewer.getByRole('button', { name: 'XYZ-Dragon Cannon', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: /XYZ-Dragon Cannon in Attack Position/ }).click();
  await expect(myZone(page, 1).getByRole('button', { name: 'XYZ-Dragon Cannon', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your banished cards', exact: true })).toHaveAttribute('aria-description', '3 cards');
});

test('Gagaga Magician: its Level declared until the End Phase shows on the mat and in the card details', async ({ page }) => {
  await open(page, {
    turn: 3, turnPlayer: 0, phase: 'main1', seed: 3,
    players: [{ deck: FILLER, monsters: [{ card: 'Gagaga Magician' }] }, { deck: FILLER }],
  });
  const gagaga = myZone(page, 1).getByRole('button', { name: 'Gagaga Magician', exact: true });
  await gagaga.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Activate Gagaga Magician: Make its Level 1 to 8 until the End Phase', exact: true }).click();
  const prompt = page.getByRole('region', { name: 'Prompt' });
  await prompt.getByRole('group', { name: 'Choices' }).getByRole('button', { name: 'Choose 7', exact: true }).click();
  await expect(myZone(page, 1).locator('.zone-level')).toHaveText('★7');
  await gagaga.hover();
  await expect(details(page).getByRole('list', { name: 'On the field' })).toHaveText('Level 7 until the End Phase');
  await settle(page);
  await page.screenshot({ path: 'e2e-artifacts/gagaga-level.png' });
});

test('Quillbolt Hedgehog is activated from the Graveyard list beside a face-up Tuner; the card details say it will be banished', async ({ page }) => {
  await open(page, {
    turn: 3, turnPlayer: 0, phase: 'main1', seed: 3,
    players: [{ deck: FILLER, monsters: [{ card: 'Junk Synchron' }], graveyard: ['Quillbolt Hedgehog'] }, { deck: FILLER }],
  });
  await page.getByRole('button', { name: 'Your Graveyard', exact: true }).click();
  const list = page.getByRole('dialog', { name: 'Graveyard list (you)' });
  await list.getByRole('button', { name: 'Quillbolt Hedgehog', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: /^Activate Quillbolt Hedgehog/ }).click();
  const prompt = page.getByRole('region', { name: 'Prompt' });
  await prompt.getByRole('group', { name: 'Choices' }).getByRole('button', { name: /attack/i }).click();
  const quillbolt = myZone(page, 2).getByRole('button', { name: 'Quillbolt Hedgehog', exact: true });
  await expect(quillbolt).toBeVisible();
  await quillbolt.hover();
  await expect(details(page).getByRole('list', { name: 'On the field' })).toHaveText('Banished when it leaves the field');
});
