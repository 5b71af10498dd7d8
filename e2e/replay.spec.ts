import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { settleAnimations } from './helpers';

/**
 * Replays (issue 14): at the end of a duel, Save replay and Export replay; the viewer plays the duel
 * on the game mat (issue 36), steps forwards and backwards, plays on by itself, jumps to a turn,
 * shows both hands on request or the other player's view; an exported replay imports back; one that
 * does not play out to its recorded result says so.
 */
const position = {
  turn: 3,
  turnPlayer: 0,
  phase: 'main1',
  seed: 4,
  players: [
    { hand: ['Celtic Guardian', 'Dark Magician'], monsters: [{ card: 'Summoned Skull' }], deck: ['Kuriboh', 'Kuriboh'] },
    { lp: 2500, hand: ['Feral Imp'], deck: ['Kuriboh', 'Kuriboh'] },
  ],
};

test('export a replay at the end of a duel, import it back, step through it; a changed result is reported', async ({ page }) => {
  await page.goto(`/?seed=1&aiDelay=0&scenario=${encodeURIComponent(JSON.stringify(position))}`);
  await page.getByRole('button', { name: 'Play this position vs the computer' }).click();
  await page.getByRole('region', { name: 'Your hand' }).getByRole('button', { name: 'Celtic Guardian', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Normal Summon Celtic Guardian', exact: true }).click();
  await page.getByRole('button', { name: 'Battle Phase' }).click();
  await page.getByLabel('Your Monster Zone', { exact: false }).getByRole('button', { name: 'Summoned Skull', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Summoned Skull attacks directly' }).click();
  const end = page.getByRole('dialog', { name: 'You win!' });
  await expect(end).toBeVisible();

  await end.getByRole('button', { name: 'Save replay' }).click();
  await expect(end.getByRole('status')).toContainText('Saved the replay “You vs Computer');
  const [download] = await Promise.all([page.waitForEvent('download'), end.getByRole('button', { name: 'Export replay' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^You vs Computer \(normal\) .*\.duelmat-replay\.json$/);
  const text = readFileSync((await download.path())!, 'utf8');
  const file = JSON.parse(text);
  expect(file).toMatchObject({ format: 'duelmat-replay', version: 1, names: ['You', 'Computer (normal)'], start: { kind: 'scenario' }, result: { winner: 0, turn: 3, lp: [8000, 0] } });
  expect(file.actions.length).toBeGreaterThanOrEqual(3);

  // Import it back from the start screen.
  await end.getByRole('button', { name: 'Back to start' }).click();
  await page.getByLabel('Open a replay file').setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  const viewer = page.getByRole('main', { name: 'Replay viewer' });
  await expect(viewer.getByRole('heading', { name: 'Replay: You vs Computer (normal)' })).toBeVisible();
  await expect(viewer.getByRole('alert')).toHaveCount(0);
  const where = viewer.getByLabel('Replay position');
  await expect(where).toContainText(`Action 0 of ${file.actions.length} · Turn 3`);
  // "Your turn", not "You’s turn" (issue 36).
  await expect(where).toContainText('Turn 3 · Main Phase 1 · Your turn');
  // The duel is on the game mat, as You saw it: the opponent's hand face-down; with both hands, named.
  const mat = viewer.getByRole('region', { name: 'Game mat' });
  const theirHand = mat.getByRole('region', { name: 'Opponent hand' });
  const myMonsters = mat.getByRole('group', { name: /^Your Monster Zone \d$/ });
  await expect(mat.getByLabel('Phase', { exact: true })).toHaveText('Main Phase 1');
  await expect(theirHand.getByRole('img', { name: 'Face-down card' })).toHaveCount(1);
  await expect(theirHand.getByRole('button', { name: 'Feral Imp', exact: true })).toHaveCount(0);
  await expect(mat.getByRole('region', { name: 'Your hand' }).getByRole('button', { name: 'Celtic Guardian', exact: true })).toBeVisible();
  await expect(mat.getByLabel('Opponent LP')).toHaveText(/2500$/);
  await viewer.getByRole('checkbox', { name: 'Show both hands' }).check();
  await expect(theirHand.getByRole('button', { name: 'Feral Imp', exact: true })).toBeVisible();
  // Forward and back, position by position.
  await viewer.getByRole('button', { name: 'Step forward', exact: true }).click();
  await expect(where).toContainText(`Action 1 of ${file.actions.length}`);
  await expect(myMonsters.getByRole('button', { name: 'Celtic Guardian', exact: true })).toHaveCount(1);
  await expect(mat.getByRole('region', { name: 'Your hand' }).getByRole('button', { name: 'Celtic Guardian', exact: true })).toHaveCount(0);
  await settleAnimations(page);
  await page.screenshot({ path: 'e2e-artifacts/replay-mat.png' });
  await viewer.getByRole('button', { name: 'Step back', exact: true }).click();
  await expect(where).toContainText(`Action 0 of ${file.actions.length}`);
  await expect(myMonsters.getByRole('button', { name: 'Celtic Guardian', exact: true })).toHaveCount(0);
  // A card on the replay's mat is shown in the card details; nothing on it can be done.
  await mat.getByRole('button', { name: 'Summoned Skull', exact: true }).click();
  await expect(viewer.getByRole('complementary', { name: 'Card details' })).toContainText('Summoned Skull');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await viewer.getByRole('button', { name: 'To the end', exact: true }).click();
  await expect(where).toContainText('End: You won');
  await expect(mat.getByLabel('Opponent LP')).toHaveText(/LP\s*0$/);
  await viewer.getByLabel('Jump to turn').selectOption('3');
  await expect(where).toContainText('Action 0 of');
  // Seen by the computer: its hand at the bottom, ours hidden.
  await viewer.getByRole('checkbox', { name: 'Show both hands' }).uncheck();
  await viewer.getByLabel('Seen by').selectOption({ label: 'Computer (normal)' });
  await expect(mat.getByRole('region', { name: 'Your hand' }).getByRole('button', { name: 'Feral Imp', exact: true })).toBeVisible();
  await expect(mat.getByRole('region', { name: 'Opponent hand' }).getByRole('img', { name: 'Face-down card' })).toHaveCount(2);
  await viewer.getByLabel('Seen by').selectOption({ label: 'You' });
  // Play goes on by itself to the end, then offers Play again.
  await viewer.getByLabel('Speed').selectOption({ label: 'Fast' });
  await viewer.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(viewer.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(where).toContainText('End: You won');
  await expect(viewer.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close replay' }).click();

  // The saved replay is listed on the start screen.
  await expect(page.getByRole('list', { name: 'Saved replays' }).getByRole('button', { name: /^Watch You vs Computer/ })).toHaveCount(1);

  // A replay whose recorded result differs from what its actions now give says so.
  const changed = JSON.stringify({ ...file, result: { ...file.result, lp: [8000, 500] } });
  await page.getByLabel('Open a replay file').setInputFiles({ name: 'changed.json', mimeType: 'application/json', buffer: Buffer.from(changed) });
  await expect(viewer.getByRole('alert')).toContainText('This replay does not play out to the result it recorded');
  await viewer.getByRole('button', { name: 'Close replay' }).click();

  // A file that is not a replay is refused; nothing opens.
  await page.getByLabel('Open a replay file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"duelmat-replay","version":1}') });
  await expect(page.getByRole('alert')).toContainText('Could not open bad.json: The file is not a duelmat replay');
  await expect(viewer).toHaveCount(0);
});
