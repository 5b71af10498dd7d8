import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, summary, type Duel } from '..';
import { duelOf, idOf, opp, passAll, play } from './dsl';

/*
 * Rulebook v9.1, "Equip Spell Cards": an Equip Spell whose equipped monster is turned face-down is
 * destroyed. It is destroyed as the effect that turned the monster face-down resolves, so the phase
 * that follows finds no Trigger of it; and a phase that stopped for Triggers whose cards have left
 * the field since has nothing to wait for: the turn goes on. (Found in a GOAT duel: Book of Moon in
 * the Draw Phase on a monster taken with Snatch Steal left the turn with no legal action.)
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

/** Player 1's Draw Phase of turn 2, with Summoned Skull taken by player 0's Snatch Steal and Book of Moon in player 1's hand. */
function drawPhaseWithBookOfMoon(): Duel {
  const d = duelOf({ me: { hand: ['Snatch Steal'], deck: DECK }, opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Book of Moon'], deck: DECK } });
  let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Snatch Steal') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
  x = applyAction(x, { type: 'nextPhase', to: 'end' });
  // Pass every window until player 1 may activate Book of Moon in their Draw Phase.
  while (!(x.turnPlayer === 1 && legalActions(x).some((a) => a.type === 'activate' && a.card === idOf(x, 'Book of Moon', 1)))) {
    const pass = legalActions(x).find((a) => a.type === 'pass');
    if (!pass) throw new Error(`stuck in ${JSON.stringify(summary(x))}`);
    x = applyAction(x, pass);
  }
  return x;
}

describe('an Equip Card on a monster turned face-down is destroyed at once, and the phase goes on', () => {
  it('Book of Moon in the Draw Phase on a monster held by Snatch Steal: Snatch Steal is destroyed before the Standby Phase, which gives no LP, and the turn reaches Main Phase 1', () => {
    const x = drawPhaseWithBookOfMoon();
    expect(summary(x)).toMatchObject({ turnPlayer: 1, phase: "draw" });
    const skull = idOf(x, 'Summoned Skull', 1);
    let y = play(x, { type: 'activate', card: idOf(x, 'Book of Moon', 1) }, { type: 'select', ids: [skull] });
    y = passAll(y);
    // Destroyed as Book of Moon resolved: the monster went back to its owner; no Standby LP gain.
    expect(y.players[0].graveyard).toContain(idOf(y, 'Snatch Steal'));
    expect(y.players[1].monsters[0]).toMatchObject({ card: skull, faceUp: false });
    expect(opp(y).lp).toBe(8000);
    const snatchDestroyed = y.events.findIndex((e) => e.type === 'destroyed' && e.card === idOf(y, 'Snatch Steal'));
    const standby = y.events.findIndex((e) => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === 1);
    expect(snatchDestroyed).toBeGreaterThanOrEqual(0);
    expect(snatchDestroyed).toBeLessThan(standby);
    // And the turn is not stranded: player 1 acts in their Main Phase 1.
    expect(summary(y)).toMatchObject({ phase: 'main1', turnPlayer: 1 });
    expect(legalActions(y).length).toBeGreaterThan(0);
  });
});
