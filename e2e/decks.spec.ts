import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { axeProblems, dragInList, dragWithMouse, searchPool, settleAnimations } from './helpers';

async function freshBuilder(page: Page): Promise<void> {
  await page.goto('/?seed=1');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Deck builder' }).click();
}

const regions = (page: Page) => ({
  pool: page.getByRole('region', { name: 'Card pool' }),
  main: page.getByRole('region', { name: 'Main Deck' }),
  extra: page.getByRole('region', { name: 'Extra Deck' }),
  side: page.getByRole('region', { name: 'Side Deck' }),
  check: page.getByRole('region', { name: 'Deck check' }),
  mainCount: page.getByLabel('Main Deck count'),
  sideCount: page.getByLabel('Side Deck count'),
});

test('the builder: presets are read-only and copyable, drags move cards between sections, filters narrow the pool, validation is live', async ({ page }) => {
  await freshBuilder(page);
  const { pool, main, side, check, mainCount, sideCount } = regions(page);

  // A preset opens first: read-only, legal, and copyable.
  await expect(page.getByLabel('Deck', { exact: true })).toHaveValue('preset:spellcasters-command');
  await expect(mainCount).toHaveText('40');
  await expect(check).toContainText('Legal');
  await expect(main.getByRole('button', { name: 'Dark Magician, 3 copies' })).toBeDisabled();
  await expect(await searchPool(page, 'Dark Magician')).toBeDisabled();
  await page.getByRole('button', { name: 'Copy to my decks' }).first().click();
  await expect(page.getByLabel('Deck', { exact: true })).toContainText("Spellcaster's Command");
  await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();

  // Real drags: Main -> Side moves a copy; a 4th copy is reported in validateDeck's words. The
  // preset's Side Deck holds 15 cards, so the section is tall: the card is dropped on its heading.
  const sideHeading = side.getByRole('heading', { name: 'Side Deck' });
  await sideHeading.scrollIntoViewIfNeeded();
  await dragWithMouse(page, main.getByRole('button', { name: 'Celtic Guardian, 3 copies' }), sideHeading);
  await expect(mainCount).toHaveText('39');
  await expect(sideCount).toHaveText('16');
  await dragInList(page, await searchPool(page, 'Dark Magician'), main);
  await expect(mainCount).toHaveText('40');
  await expect(check).toContainText('4 copies of Dark Magician; at most 3 are allowed');
  // Click alternatives: a deck card click takes one copy out, a pool click adds one.
  await main.getByRole('button', { name: 'Dark Magician, 4 copies' }).click();
  await expect(check).toContainText('Main Deck has 39 cards; it needs 40 to 60');
  await side.getByRole('button', { name: 'Celtic Guardian, 1 copy' }).click();
  await (await searchPool(page, 'Celtic Guardian')).click();
  await expect(check).toContainText('Legal');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // "Click adds to: Side" sends clicks to the Side Deck.
  await page.getByRole('radiogroup', { name: 'Clicking a card adds it to' }).getByText('Side').click();
  await (await searchPool(page, 'Battle Ox')).click();
  await expect(sideCount).toHaveText('16');

  // Search and filters.
  await page.getByLabel('Search cards by name or text').fill('dragon');
  await expect(pool.getByRole('button', { name: 'Blue-Eyes White Dragon', exact: true })).toBeVisible();
  await expect(pool.getByRole('button', { name: 'Battle Ox', exact: true })).toHaveCount(0);
  await expect(pool.getByRole('status')).toHaveText(/^\d+ of \d+ cards$/);
  await page.getByLabel('Search cards by name or text').fill('');
  await page.getByLabel('Attribute').selectOption('LIGHT');
  await page.getByRole('button', { name: /More filters/ }).click();
  await page.getByLabel('ATK at least').fill('2000');
  const names = await pool.getByRole('list', { name: 'Cards' }).getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(0);
  expect(names).toContain('Blue-Eyes White Dragon');
  expect(names).not.toContain('Dark Magician');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(pool.getByRole('status')).toHaveText(/^\d+ cards$/);
  await expect(await searchPool(page, 'Dark Magician')).toBeVisible();
  await page.getByRole('button', { name: /More filters/ }).click();
  await expect(page.getByLabel('ATK at least')).toHaveCount(0);

  // Keyboard drag: D picks a pool card up, arrows move between places, Enter drops.
  const before = Number(await sideCount.textContent());
  await (await searchPool(page, 'Great White')).focus();
  await page.keyboard.press('KeyD');
  let landed = false;
  for (let i = 0; i < 5 && !landed; i++) {
    await page.keyboard.press('ArrowRight');
    // Two animation frames: dnd-kit measures, React paints the place under the card.
    landed = await side.evaluate(
      (el) => new Promise<boolean>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(el.classList.contains('db-drop-over'))))),
    );
  }
  expect(landed, 'the arrow keys reach the Side Deck').toBe(true);
  await page.keyboard.press('Enter');
  await expect(sideCount).toHaveText(String(before + 1));

  // Test hand.
  await page.getByRole('button', { name: 'Test hand' }).click();
  const hand = page.getByRole('dialog', { name: 'Test hand' });
  await expect(hand.getByRole('list', { name: 'Drawn cards' }).getByRole('listitem')).toHaveCount(5);
  await hand.getByRole('button', { name: 'Draw again' }).click();
  await expect(hand.getByRole('list', { name: 'Drawn cards' }).getByRole('listitem')).toHaveCount(5);
  await page.keyboard.press('Escape');
  await expect(hand).toHaveCount(0);

  // Save, rename and switching away with unsaved changes asks first.
  await page.getByLabel('Deck name').fill('Sided Spellcasters');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByLabel('Deck name')).toHaveValue('Copy of Sided Spellcasters');
  await (await searchPool(page, 'Battle Ox')).click();
  await page.getByLabel('Deck', { exact: true }).selectOption({ label: 'Sided Spellcasters' });
  const unsaved = page.getByRole('alertdialog', { name: 'Save your changes?' });
  await unsaved.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByLabel('Deck name')).toHaveValue('Sided Spellcasters');
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/deck-builder.png' });
  const problems = await axeProblems(page, 'deck builder');
  await page.getByRole('button', { name: /More filters/ }).click();
  await page.getByRole('button', { name: 'Import / Export' }).click();
  problems.push(...(await axeProblems(page, 'import/export dialog')));
  await page.getByRole('dialog', { name: 'Import / Export' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  problems.push(...(await axeProblems(page, 'delete dialog')));
  await page.keyboard.press('Escape');
  expect(problems).toEqual([]);

  // Delete the copy.
  await page.getByLabel('Deck', { exact: true }).selectOption({ label: 'Copy of Sided Spellcasters' });
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete deck' }).click();
  await expect(page.getByLabel('Deck', { exact: true }).locator('option', { hasText: 'Copy of Sided Spellcasters' })).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByLabel('Deck', { exact: true })).toHaveValue(/^saved:/);
  await expect(page.getByLabel('Deck name')).toHaveValue('Sided Spellcasters');
});

test('.ydk and ydke:// export and re-import; unknown passcodes are listed; a malformed file changes nothing', async ({ page }) => {
  await freshBuilder(page);
  const { mainCount } = regions(page);
  await page.getByRole('button', { name: 'Copy to my decks' }).first().click();
  await page.getByRole('button', { name: 'Import / Export' }).click();
  const io = page.getByRole('dialog', { name: 'Import / Export' });

  // .ydk download, then upload of the same file: a new deck equal to the first.
  const [download] = await Promise.all([page.waitForEvent('download'), io.getByRole('button', { name: 'Download .ydk' }).click()]);
  expect(download.suggestedFilename()).toBe("Spellcaster's Command (2).ydk");
  const path = await download.path();
  const text = readFileSync(path, 'utf8');
  expect(text.startsWith('#created by duelmat\n#main\n')).toBe(true);
  // 40 Main Deck cards and the preset's 15 Side Deck cards.
  expect(text.trim().split('\n').filter((l) => /^\d{8}$/.test(l))).toHaveLength(55);
  await io.getByLabel('Import a .ydk file').setInputFiles({ name: 'Round trip.ydk', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(io.getByRole('status')).toContainText('Imported “Round trip” from Round trip.ydk: 40 Main Deck, 0 Extra Deck, 15 Side Deck.');
  await expect(page.getByLabel('Deck name')).toHaveValue('Round trip');

  // Unknown passcodes are listed; the rest is imported.
  await io.getByLabel('Import a .ydk file').setInputFiles({
    name: 'mixed.ydk',
    mimeType: 'text/plain',
    buffer: Buffer.from('#main\n46986414\n12345678\n#extra\n!side\n00000042\n'),
  });
  await expect(io.getByRole('status')).toContainText('2 cards are not in the card pool and were left out.');
  await expect(io.getByRole('status')).toContainText('Main Deck: 1 copy of 1 card left out: 12345678');
  await expect(io.getByRole('status')).toContainText('Side Deck: 1 copy of 1 card left out: 00000042');
  await expect(page.getByLabel('Deck name')).toHaveValue('mixed');

  // A malformed file is refused with the reason; no deck is added.
  const options = page.getByLabel('Deck', { exact: true }).locator('option');
  const decksBefore = await options.count();
  await io.getByLabel('Import a .ydk file').setInputFiles({ name: 'bad.ydk', mimeType: 'text/plain', buffer: Buffer.from('hello world\n') });
  await expect(io.getByRole('alert')).toContainText('Could not import bad.ydk: Line 1: "hello world" is neither a passcode');
  await expect(io.getByRole('alert')).toContainText('Nothing was changed.');
  await expect(options).toHaveCount(decksBefore);
  // A 10 MB file is refused by its size, before it is read (it blocked the page 1.5-1.9 s when read whole).
  await io.getByLabel('Import a .ydk file').setInputFiles({ name: 'big.ydk', mimeType: 'text/plain', buffer: Buffer.alloc(10 * 1024 * 1024, '1\n') });
  await expect(io.getByRole('alert')).toContainText('Could not import big.ydk: it is too large for a .ydk deck file (10 MB; at most 64 KB), so it was not read. Nothing was changed.');
  // A binary file is refused in words: none of its bytes is echoed.
  await io.getByLabel('Import a .ydk file').setInputFiles({ name: 'picture.ydk', mimeType: 'application/octet-stream', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe]) });
  await expect(io.getByRole('alert')).toContainText('Could not import picture.ydk: The .ydk file is not text (it holds binary data), so it is not a deck. Nothing was changed.');
  await expect(options).toHaveCount(decksBefore);

  // ydke:// copy box and paste import.
  await io.getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Deck', { exact: true }).selectOption({ label: 'Round trip' });
  await page.getByRole('button', { name: 'Import / Export' }).click();
  const url = await io.getByLabel('ydke:// URL of this deck').inputValue();
  expect(url).toMatch(/^ydke:\/\/[A-Za-z0-9+/=]+![A-Za-z0-9+/=]*![A-Za-z0-9+/=]*!$/);
  await io.getByLabel('Paste a ydke:// URL').fill(url);
  await io.getByRole('button', { name: 'Import URL' }).click();
  await expect(io.getByRole('status')).toContainText('Imported “Imported deck” from the ydke:// URL: 40 Main Deck');
  await io.getByLabel('Paste a ydke:// URL').fill('ydke://not base64!!!');
  await io.getByRole('button', { name: 'Import URL' }).click();
  await expect(io.getByRole('alert')).toContainText('is not valid base64');
  await io.getByRole('button', { name: 'Close' }).click();
  await expect(mainCount).toHaveText('40');
});

test('a broken save is reported and the other decks still load', async ({ page }) => {
  await page.goto('/?seed=1');
  await page.evaluate(() => {
    const good = { id: 'g', deck: { name: 'Good deck', main: ['46986414'], extra: [], side: [] } };
    const bad = { id: 'b', deck: { name: 'Broken deck', main: 'nope', extra: [], side: [] } };
    localStorage.setItem('duelmat.decks', JSON.stringify({ format: 'duelmat/decks', version: 1, decks: [bad, good] }));
  });
  await page.reload();
  await expect(page.getByLabel('Your deck')).toContainText('Good deck');
  // Said on the start screen, where the player lands (issue 37), with the list as it was to download.
  const aside = page.getByRole('alert', { name: 'Saved data set aside' });
  await expect(aside).toContainText('1 of your saved decks could not be loaded (Saved deck 1 “Broken deck” could not be loaded: Not a deck: main must be a list of passcodes)');
  await expect(aside.getByRole('button', { name: 'Download the set-aside saved deck list' })).toBeVisible();
  await page.getByRole('button', { name: 'Deck builder' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Some saved data could not be loaded' });
  await expect(alert).toContainText('Saved deck 1 “Broken deck” could not be loaded: Not a deck: main must be a list of passcodes');
  await expect(alert).toContainText('The list as it was is set aside: download it from the start screen.');
  await expect(page.getByLabel('Deck name')).toHaveValue('Good deck');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
  // The readable decks were written back alone: the next load has nothing more to report in the builder.
  await page.reload();
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some saved data could not be loaded' })).toHaveCount(0);
  await page.getByRole('button', { name: '← Start' }).click();
  await aside.getByRole('button', { name: 'Delete the set-aside saved deck list' }).click();
  await aside.getByRole('button', { name: 'Delete the set-aside saved deck list for good' }).click();
  await expect(aside).toHaveCount(0);
});
