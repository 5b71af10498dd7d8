import { expect, test, type Page } from '@playwright/test';
import { settleAnimations } from './helpers';
import { hand, log, takeOver } from './mat-helpers';

/**
 * What a new player met (issue 36): a way back from a misclick, choices told apart, Negate Attack
 * without a pointless question, Ranks drawn as Ranks, and names instead of passcodes.
 */
const link = (position: object) => `/?seed=1&scenario=${encodeURIComponent(JSON.stringify(position))}`;
const prompt = (page: Page) => page.getByRole('region', { name: 'Prompt' });
const stZone = (page: Page, side: 'Your' | 'Opponent', n: number) => page.getByRole('group', { name: `${side} Spell & Trap Zone ${n}`, exact: true });

async function start(page: Page, position: object, how: 'computer' | 'hotseat'): Promise<void> {
  await page.goto(link(position));
  await page.getByRole('button', { name: how === 'hotseat' ? 'Play this position hotseat' : 'Play this position vs the computer' }).click();
  await expect(page.getByText(/^Your move/)).toBeVisible();
}

/** The misclick: Remove Trap activated while the only face-up Trap is the player's own Dragon Capture Jar. */
const REMOVE_TRAP = {
  turn: 3, turnPlayer: 0, phase: 'main1', seed: 4,
  players: [
    { hand: ['Remove Trap', 'Battle Ox'], deck: ['Feral Imp', 'Celtic Guardian'], spellTraps: [{ card: 'Dragon Capture Jar', faceUp: true }] },
    { hand: ['Mystical Elf'], deck: ['Feral Imp', 'Celtic Guardian'] },
  ],
};

test('Cancel before it happens: Remove Trap activated by mistake is taken back with Cancel, then with Escape', async ({ page }) => {
  await start(page, REMOVE_TRAP, 'computer');
  const logBefore = await log(page).innerText();
  for (const how of ['Cancel', 'Escape'] as const) {
    await hand(page).getByRole('button', { name: 'Remove Trap', exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Activate Remove Trap' }).click();
    await expect(prompt(page).getByRole('heading')).toHaveText('Choose a face-up Trap Card on the field');
    await expect(prompt(page)).toContainText('Not activated yet: Cancel (or Escape) takes it back.');
    if (how === 'Cancel') {
      await settleAnimations(page);
      await page.screenshot({ path: 'e2e-artifacts/cancel-remove-trap.png' });
      await prompt(page).getByRole('button', { name: 'Cancel' }).click();
    } else {
      await page.keyboard.press('Escape');
    }
    // Exactly as before: no prompt, the card in hand, the Jar in place, nothing in the log.
    await expect(prompt(page)).toHaveCount(0);
    await expect(hand(page).getByRole('button', { name: 'Remove Trap', exact: true })).toBeVisible();
    await expect(stZone(page, 'Your', 1).getByRole('button', { name: 'Dragon Capture Jar', exact: true })).toBeVisible();
    for (let z = 2; z <= 5; z++) await expect(stZone(page, 'Your', z).getByRole('button')).toHaveCount(0);
    expect(await log(page).innerText()).toBe(logBefore);
    await expect(page.getByText(/^Your move/)).toBeVisible();
  }
});

test('choosing among the opponent’s Set cards: each choice is named by its place', async ({ page }) => {
  await start(
    page,
    {
      turn: 3, turnPlayer: 0, phase: 'main1', seed: 4,
      players: [
        { hand: ['Mystical Space Typhoon'], deck: ['Feral Imp'] },
        { deck: ['Feral Imp'], spellTraps: [{ card: 'Trap Hole', faceUp: false }, null, { card: 'Waboku', faceUp: false }] },
      ],
    },
    'hotseat',
  );
  await hand(page).getByRole('button', { name: 'Mystical Space Typhoon', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Activate Mystical Space Typhoon' }).click();
  const choices = prompt(page).getByRole('group', { name: 'Choices' }).getByRole('button');
  await expect(choices).toHaveText(['Choose Opponent Spell & Trap Zone 1 (face-down)', 'Choose Opponent Spell & Trap Zone 3 (face-down)']);
  await choices.nth(1).hover();
  await expect(stZone(page, 'Opponent', 3).locator('.lit')).toHaveCount(1);
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/choose-set-cards.png' });
  await prompt(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt(page)).toHaveCount(0);
});

test('Negate Attack answers the one attacking monster without asking which', async ({ page }) => {
  await start(
    page,
    {
      turn: 3, turnPlayer: 0, phase: 'battle', seed: 4,
      players: [
        { monsters: [{ card: 'Battle Ox' }], deck: ['Feral Imp'] },
        { deck: ['Feral Imp'], spellTraps: [{ card: 'Negate Attack', faceUp: false }] },
      ],
    },
    'hotseat',
  );
  await page.getByRole('group', { name: 'Your Monster Zone 1', exact: true }).getByRole('button', { name: 'Battle Ox', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Battle Ox attacks directly' }).click();
  await takeOver(page, 2);
  await expect(prompt(page).getByRole('heading')).toHaveText('Battle Ox attacks directly. Activate Negate Attack?');
  await prompt(page).getByRole('button', { name: 'Activate Negate Attack' }).click();
  // No "Choose the attacking monster": back to Player 1, whose Battle Phase is over.
  await takeOver(page, 1);
  await expect(page.getByLabel('Phase', { exact: true })).toHaveText('Main Phase 2');
  await expect(log(page)).toContainText('targeting your Battle Ox');
  await expect(page.getByLabel('Opponent LP')).toHaveText('LP 8000');
});

test('an Xyz Monster shows its Rank, drawn unlike a Level', async ({ page }) => {
  await start(
    page,
    {
      turn: 3, turnPlayer: 0, phase: 'main1', seed: 4,
      players: [{ monsters: [{ card: 'Number 39: Utopia', materials: ['Celtic Guardian', 'Feral Imp'] }, { card: 'Battle Ox' }], deck: ['Feral Imp'] }, { deck: ['Feral Imp'] }],
    },
    'hotseat',
  );
  const utopia = page.getByRole('group', { name: 'Your Monster Zone 1', exact: true });
  await expect(utopia.locator('.rank-chip')).toHaveText('R4');
  await utopia.getByRole('button', { name: 'Number 39: Utopia', exact: true }).hover();
  const details = page.getByRole('complementary', { name: 'Card details' });
  await expect(details.locator('.card-stars.rank .rank-pip')).toHaveCount(4);
  await expect(details.locator('.card-stars.rank')).not.toContainText('★');
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/rank-utopia.png' });
});

test('names, not passcodes: an import lists every card it left out by name; the deck builder names an unknown card', async ({ page }) => {
  await page.goto('/?seed=1');
  await page.evaluate(() => {
    localStorage.clear();
    const deck = { name: 'Old deck', main: [...Array<string>(38).fill('46986414').slice(0, 3), ...Array<string>(37).fill('89631139').slice(0, 3), '63101919', '63101919'], extra: [], side: [] };
    localStorage.setItem('duelmat.decks', JSON.stringify({ format: 'duelmat/decks', version: 1, decks: [{ id: 'o', deck }] }));
  });
  await page.reload();
  // The start screen's deck check names the card too.
  await page.getByLabel('Your deck').selectOption({ label: 'Old deck' });
  await expect(page.getByRole('alert').filter({ hasText: 'This deck cannot be used yet' })).toContainText('Tempest Magician (63101919) in the Main Deck (2 copies) is not in the card pool');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByLabel('Deck name')).toHaveValue('Old deck');
  await expect(page.getByRole('button', { name: 'Tempest Magician (63101919), 2 copies' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deck check' })).toContainText('Tempest Magician (63101919) in the Main Deck (2 copies) is not in the card pool');
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/names-deck-builder.png' });

  // Seventeen cards the pool lacks (three copies of one): all named, none left as "and N more".
  const missing = ['63101919', '94454495', '98707192', '98707192', '98707192', '00027551', '00164710', '00041546', '00041777', '00168917', '00062121', '00176392', '00111280', '00114932', '00123709', '00126218', '00128454', '00131182', '00135598'];
  const ydk = `#main\n${['46986414', ...missing].join('\n')}\n#extra\n!side\n`;
  await page.getByRole('button', { name: 'Import / Export' }).click();
  const io = page.getByRole('dialog', { name: 'Import / Export' });
  await io.getByLabel('Import a .ydk file').setInputFiles({ name: 'Old.ydk', mimeType: 'text/plain', buffer: Buffer.from(ydk) });
  const status = io.getByRole('status');
  await expect(status).toContainText('19 cards are not in the card pool and were left out.');
  await expect(status).toContainText('Main Deck: 19 copies of 17 cards left out: Tempest Magician, Kozmo Sliprider, Ghostrick Mary ×3, Limit Reverse, Mischief of the Gnomes');
  await expect(status).not.toContainText('more');
  await expect(status).not.toContainText('63101919');
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/names-import.png' });
});
