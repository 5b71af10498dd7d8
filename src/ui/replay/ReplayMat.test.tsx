import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applyAction, cardName, legalActions, loadScenario, type Duel, type Player, type Scenario } from '../../engine';
import { replayView } from '../../store/replay';
import { ReplayMatSource, ReplayTable } from './ReplayMat';

/*
 * Issue 36 item 7: a replay is shown on the game mat, each position from the viewer's view: their
 * hand face-up, the opponent's hand and Set cards face-down (named only with "Show both hands"),
 * and nothing on it can be done.
 */
const position: Scenario = {
  turn: 3,
  turnPlayer: 0,
  phase: 'main1',
  seed: 4,
  players: [
    { hand: ['Celtic Guardian', 'Dark Magician'], monsters: [{ card: 'Summoned Skull' }], deck: ['Kuriboh', 'Kuriboh'] },
    { lp: 2500, hand: ['Feral Imp'], spellTraps: [{ card: 'Trap Hole', faceUp: false }], deck: ['Kuriboh', 'Kuriboh'] },
  ],
};
const start = loadScenario(position);
const summoned = applyAction(start, legalActions(start).find((a) => a.type === 'normalSummon' && cardName(start, a.card) === 'Celtic Guardian')!);

const draw = (duel: Duel, viewer: Player, bothHands: boolean) =>
  renderToStaticMarkup(
    <ReplayMatSource duel={duel} viewer={viewer} bothHands={bothHands} mode="computer">
      <ReplayTable caption="" />
    </ReplayMatSource>,
  );

/** The HTML of the element whose aria-label is `label`, up to the next element so labelled as `until`. */
function part(html: string, label: string, until: string): string {
  const from = html.indexOf(`aria-label="${label}"`);
  const to = html.indexOf(`aria-label="${until}"`, from + 1);
  expect(from, label).toBeGreaterThanOrEqual(0);
  return html.slice(from, to < 0 ? undefined : to);
}

describe('the replay mat', () => {
  it('shows a position from the viewer’s view: their hand and monsters named, the opponent’s hand and Set card face-down', () => {
    const html = draw(start, 0, false);
    expect(html).toContain('aria-label="Game mat"');
    const myHand = part(html, 'Your hand', 'Opponent hand');
    expect(myHand).toContain('aria-label="Celtic Guardian"');
    expect(myHand).toContain('aria-label="Dark Magician"');
    expect(part(html, 'Opponent hand', 'Opponent Field Zone').match(/aria-label="Face-down card"/g)).toHaveLength(1);
    expect(part(html, 'Opponent Spell &amp; Trap Zone 1', 'Opponent Spell &amp; Trap Zone 2')).toContain('aria-label="Face-down card"');
    expect(part(html, 'Your Monster Zone 1', 'Your Monster Zone 2')).toContain('aria-label="Summoned Skull"');
    // Neither of the opponent's hidden cards is anywhere in the page.
    expect(html).not.toContain('Feral Imp');
    expect(html).not.toContain('Trap Hole');
    expect(part(html, 'Opponent LP', 'Opponent hand')).toContain('2500');
  });

  it('"Show both hands": the opponent’s hand and Set card are named, the Set card still drawn Set', () => {
    const html = draw(start, 0, true);
    expect(part(html, 'Opponent hand', 'Opponent Field Zone')).toContain('aria-label="Feral Imp"');
    const set = part(html, 'Opponent Spell &amp; Trap Zone 1', 'Opponent Spell &amp; Trap Zone 2');
    expect(set).toContain('aria-label="Trap Hole"');
    expect(set).toContain('set-face-down');
  });

  it('each position is drawn: after the Normal Summon, Celtic Guardian is on the viewer’s side and left the hand', () => {
    const html = draw(summoned, 0, false);
    const zones = [1, 2, 3, 4, 5].map((n) => part(html, `Your Monster Zone ${n}`, n < 5 ? `Your Monster Zone ${n + 1}` : 'Your Pendulum Zone right'));
    expect(zones.filter((z) => z.includes('aria-label="Celtic Guardian"'))).toHaveLength(1);
    expect(part(html, 'Your hand', 'Opponent hand')).not.toContain('Celtic Guardian');
  });

  it('seen by the other player, their side is at the bottom and the first player’s hand is hidden', () => {
    const html = draw(start, 1, false);
    expect(part(html, 'Your hand', 'Opponent hand')).toContain('aria-label="Feral Imp"');
    expect(part(html, 'Your Spell &amp; Trap Zone 1', 'Your Spell &amp; Trap Zone 2')).toContain('aria-label="Trap Hole"');
    expect(html).not.toContain('Dark Magician');
    expect(part(html, 'Opponent Monster Zone 1', 'Opponent Monster Zone 2')).toContain('aria-label="Summoned Skull"');
  });

  it('offers nothing to do: no card can be dragged or has actions, whoever’s move it was', () => {
    const html = draw(start, 0, true);
    expect(html).not.toContain('can-drag');
    expect(html).not.toContain('has-actions');
    expect(html).not.toContain('Pendulum Summon');
  });

  it('replayView: without both hands it is exactly the viewer’s view', () => {
    expect(JSON.stringify(replayView(start, 0, false))).not.toMatch(/Feral Imp|Trap Hole/);
    expect(replayView(start, 1, true).players[0].hand.map((c) => ('name' in c ? c.name : null))).toEqual(['Celtic Guardian', 'Dark Magician']);
  });
});
