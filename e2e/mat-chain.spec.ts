import { expect, test, type Page } from '@playwright/test';
import { dragMouse, hand, log, settle, takeOver } from './mat-helpers';
import { otherPasses } from './helpers';

/**
 * The rulebook's Chain (v9.1, "Chains and Spell Speed"), built and resolved on the mat in hotseat:
 * Player 1 (A) activates Heavy Storm, Player 2 (B) chains Threatening Roar, A chains Seven Tools of
 * the Bandit (paying 1000 LP). Seven Tools resolves first and negates Roar, then Heavy Storm
 * destroys every Spell and Trap, and A can still declare an attack.
 *
 * The duel starts from a position link (`?scenario=`, src/store/position.ts). B also has a second
 * Set Seven Tools: in the rulebook's example nobody can answer a Counter Trap, so the Chain would
 * resolve the moment link 3 is added; with it, B is asked to respond to link 3 (and passes), which
 * is when the three-link stack is on screen. Heavy Storm destroys it with the rest.
 */
const HEAVY_STORM = '19613556';
const THREATENING_ROAR = '36361633';
const SEVEN_TOOLS = '03819470';

const POSITION = {
  turn: 3,
  turnPlayer: 0,
  phase: 'main1',
  seed: 3,
  players: [
    {
      hand: [HEAVY_STORM, 'Celtic Guardian'],
      deck: ['Mystical Elf', 'Feral Imp', 'Battle Ox'],
      monsters: [{ card: 'Summoned Skull', position: 'attack' }],
      spellTraps: [{ card: SEVEN_TOOLS, faceUp: false }],
    },
    {
      hand: ['Beaver Warrior'],
      deck: ['Mystical Elf', 'Feral Imp', 'Battle Ox'],
      spellTraps: [{ card: THREATENING_ROAR, faceUp: false }, null, { card: SEVEN_TOOLS, faceUp: false }],
    },
  ],
};

const chain = (page: Page) => page.getByRole('region', { name: 'Chain' });
const prompt = (page: Page) => page.getByRole('region', { name: 'Prompt' });

/** The chain stack as shown, top link first: the visible link numbers and each link's accessible name. */
async function chainShown(page: Page) {
  const links = chain(page).getByRole('listitem');
  return {
    numbers: await links.locator('.chain-n').allTextContents(),
    names: await links.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
  };
}

async function graveyard(page: Page, side: 'Your' | 'Opponent'): Promise<string[]> {
  await page.getByRole('button', { name: `${side} Graveyard`, exact: true }).click();
  const list = page.getByRole('dialog', { name: /^Graveyard list/ });
  const names = await list.locator('[data-frame]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  await list.getByRole('button', { name: 'Close' }).click();
  return names.sort();
}

/**
 * Starts the position in hotseat and builds the Chain up to B's chance to answer link 3, checking
 * each prompt and the stack on the way. `activate` is how A activates Heavy Storm from the hand.
 */
async function buildThreeLinks(page: Page, activate: (page: Page) => Promise<void>) {
  await page.goto(`/?seed=1&scenario=${encodeURIComponent(JSON.stringify(POSITION))}`);
  const offer = page.getByRole('region', { name: 'Start from a position' });
  await expect(offer).toContainText('Turn 3, Player 1’s Main Phase 1');
  await offer.getByRole('button', { name: 'Play this position hotseat' }).click();
  await expect(page.getByText(/^Your move \(Player 1\)/)).toBeVisible();
  await expect(chain(page)).toContainText('No chain');

  // Chain Link 1: A activates Heavy Storm.
  await activate(page);

  // B is asked whether to respond; only Threatening Roar can answer a Spell (Seven Tools answers Traps).
  await takeOver(page, 2);
  await expect(prompt(page).getByRole('heading')).toHaveText('Opponent activated Heavy Storm (Chain Link 1). Activate Threatening Roar?');
  await expect(prompt(page).getByRole('button')).toHaveText(['Activate Threatening Roar', 'Pass']);
  expect(await chainShown(page)).toEqual({ numbers: ['1'], names: ['Chain Link 1: Heavy Storm (opponent): Destroy all Spells and Traps on the field'] });
  await prompt(page).getByRole('button', { name: 'Activate Threatening Roar' }).click();

  // Chain Link 2: back to A, who answers Roar with Seven Tools (Spell Speed 3), paying 1000 LP.
  await takeOver(page, 1);
  await expect(prompt(page).getByRole('heading')).toHaveText('Opponent activated Threatening Roar (Chain Link 2). Activate Seven Tools of the Bandit?');
  expect((await chainShown(page)).numbers).toEqual(['2', '1']);
  await prompt(page).getByRole('button', { name: 'Activate Seven Tools of the Bandit' }).click();

  // Chain Link 3: B may answer it with their own Seven Tools; the stack shows all three links.
  await takeOver(page, 2);
  await expect(prompt(page).getByRole('heading')).toHaveText('Opponent activated Seven Tools of the Bandit (Chain Link 3). Activate Seven Tools of the Bandit?');
  expect(await chainShown(page)).toEqual({
    numbers: ['3', '2', '1'],
    names: [
      'Chain Link 3: Seven Tools of the Bandit (opponent): Negate the activation of a Trap Card and destroy it',
      'Chain Link 2: Threatening Roar (you): Your opponent cannot declare an attack this turn',
      'Chain Link 1: Heavy Storm (opponent): Destroy all Spells and Traps on the field',
    ],
  });
  await expect(page.getByLabel('Opponent LP')).toHaveText('LP 7000');
}

test('the rulebook’s three-link Chain: Heavy Storm, Threatening Roar, Seven Tools of the Bandit', async ({ page }) => {
  // A drags Heavy Storm onto a free Spell & Trap Zone and chooses to activate it.
  await buildThreeLinks(page, async (p) => {
    await dragMouse(p, hand(p).getByRole('button', { name: 'Heavy Storm', exact: true }), p.getByRole('group', { name: 'Your Spell & Trap Zone 2', exact: true }));
    await p.getByRole('menu').getByRole('menuitem', { name: 'Activate Heavy Storm' }).click();
  });
  await settle(page);
  await page.screenshot({ path: 'e2e-artifacts/mat-chain-3-links.png' });
  await chain(page).screenshot({ path: 'e2e-artifacts/mat-chain-3-links-panel.png' });
  await prompt(page).getByRole('button', { name: 'Pass', exact: true }).click();

  // Resolution, last link first: Seven Tools negates Roar, Roar does nothing, Heavy Storm clears the field.
  await takeOver(page, 1);
  await expect(chain(page)).toContainText('No chain');
  const lines = (await log(page).innerText()).split('\n');
  const order = [
    'The activation of Threatening Roar was negated',
    'Chain Link 3 resolved: Seven Tools of the Bandit',
    'Chain Link 2 resolved: Threatening Roar',
    'Chain Link 1 resolved: Heavy Storm',
  ].map((text) => lines.findIndex((l) => l.includes(text)));
  expect(order[0]).toBeGreaterThan(-1);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await expect(page.getByLabel('Your LP')).toHaveText('LP 7000');
  await expect(page.getByLabel('Opponent LP')).toHaveText('LP 8000');
  for (const side of ['Your', 'Opponent']) {
    for (let z = 1; z <= 5; z++) {
      await expect(page.getByRole('group', { name: `${side} Spell & Trap Zone ${z}`, exact: true }).getByRole('button'), `${side} Spell & Trap Zone ${z}`).toHaveCount(0);
    }
  }
  expect(await graveyard(page, 'Your')).toEqual(['Heavy Storm', 'Seven Tools of the Bandit']);
  expect(await graveyard(page, 'Opponent')).toEqual(['Seven Tools of the Bandit', 'Threatening Roar']);

  // Roar was negated, so A may still attack: Summoned Skull attacks directly for 2500.
  await page.getByRole('button', { name: 'Enter Battle Phase' }).click();
  await expect(page.getByLabel('Phase', { exact: true })).toHaveText(/Battle Phase/);
  await page.getByRole('group', { name: 'Your Monster Zone 1', exact: true }).getByRole('button', { name: 'Summoned Skull' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Summoned Skull attacks directly' }).click();
  // Player 2 holds a card in hand: the attack hands them the device to respond (issue 36); they pass.
  await otherPasses(page, 2);
  await expect(page.getByLabel('Opponent LP')).toHaveText('LP 5500');
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the three-link Chain is readable while the response prompt floats over the mat', async ({ page }) => {
    // On a phone A taps Heavy Storm and activates it from its card menu.
    await buildThreeLinks(page, async (p) => {
      await hand(p).getByRole('button', { name: 'Heavy Storm', exact: true }).tap();
      await p.getByRole('menu').getByRole('menuitem', { name: 'Activate Heavy Storm' }).tap();
    });
    await settle(page);
    await page.screenshot({ path: 'e2e-artifacts/mat-chain-3-links-390x844.png' });
    // The chain stack is in view with the prompt, not only further down the page.
    for (const n of [1, 2, 3]) await expect(chain(page).getByRole('listitem', { name: new RegExp(`^Chain Link ${n}:`) })).toBeInViewport();
    await expect(prompt(page)).toBeInViewport();
  });
});
