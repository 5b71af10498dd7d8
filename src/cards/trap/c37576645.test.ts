import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Reckless Greed (texts-2016): "Draw 2 cards and skip your next 2 Draw Phases." Issue 32 §4: skipping a
 * phase, an effect lasting past this turn (for 2 of its controller's turns).
 */
const DECK = Array.from({ length: 12 }, () => 'Feral Imp');

/**
 * Player 1's Set Reckless Greed, activated in player 2's turn 4 as its Main Phase 1 ends; player 2 then
 * goes on to their End Phase, and the duel is returned at the start of player 1's turn 5.
 */
function greedOnOpponentsTurn(): Duel {
  const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [{ card: 'Reckless Greed', faceUp: false }], deck: DECK }, opp: { deck: DECK } });
  // Player 1 holds a Trap they can activate: they get priority before player 2's Main Phase 1 ends.
  const x = play(d, { type: 'nextPhase', to: 'end' });
  expect(x.flow.window).toMatchObject({ kind: 'phaseEnd', player: 0 });
  return passAll(play(x, { type: 'activate', card: idOf(d, 'Reckless Greed') }));
}

/** The events since the current turn started (the action that started it may have done more before). */
const thisTurn = (d: Duel) => d.events.slice(Math.max(0, d.events.findIndex((e) => e.type === 'turnStarted' && e.turn === d.turn)));
const drewIn = (d: Duel): boolean => thisTurn(d).some((e) => e.type === 'drew' && e.player === d.turnPlayer);
const drawPhaseIn = (d: Duel): boolean => thisTurn(d).some((e) => e.type === 'phaseEntered' && e.phase === 'draw');

describe('Reckless Greed', () => {
  it('draws 2 cards', () => {
    const x = greedOnOpponentsTurn();
    expect(me(x).hand).toHaveLength(2);
    expect(me(x).deck).toBe(DECK.length - 2);
    expect(me(x).graveyard).toEqual(['Reckless Greed']);
  });

  it('skips its controller\'s next 2 Draw Phases (activated in the opponent\'s turn: turns 5 and 7), then draws again (turn 9)', () => {
    let x = greedOnOpponentsTurn();
    expect(x.rules).toMatchObject([{ code: 'skipDrawPhase', player: 0, lasts: { kind: 'turns', player: 0, count: 2, through: 7 } }]);
    expect(summary(x)).toMatchObject({ turn: 5, turnPlayer: 0, phase: 'main1' });
    expect(drawPhaseIn(x)).toBe(false);
    expect(drewIn(x)).toBe(false);
    expect(x.events).toContainEqual({ type: 'phaseEntered', phase: 'standby', step: null, player: 0 });
    expect(me(x).hand).toHaveLength(2);
    x = endTurn(endTurn(x));
    expect(summary(x)).toMatchObject({ turn: 7, turnPlayer: 0 });
    expect(drewIn(x)).toBe(false);
    expect(me(x).hand).toHaveLength(2);
    x = endTurn(endTurn(x));
    expect(summary(x)).toMatchObject({ turn: 9, turnPlayer: 0 });
    expect(drawPhaseIn(x)).toBe(true);
    expect(me(x).hand).toHaveLength(3);
    expect(x.rules).toEqual([]);
  });

  it("the opponent's Draw Phases are not skipped", () => {
    const x = endTurn(greedOnOpponentsTurn());
    expect(summary(x)).toMatchObject({ turn: 6, turnPlayer: 1 });
    expect(drewIn(x)).toBe(true);
  });

  it('activated in its controller\'s own turn, the next 2 Draw Phases are those of their next 2 turns', () => {
    const d = duelOf({ turn: 3, me: { spellTraps: [{ card: 'Reckless Greed', faceUp: false }], deck: DECK }, opp: { deck: DECK } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Reckless Greed') }));
    expect(x.rules).toMatchObject([{ code: 'skipDrawPhase', lasts: { through: 7 } }]);
    x = endTurn(endTurn(x));
    expect(summary(x)).toMatchObject({ turn: 5 });
    expect(drewIn(x)).toBe(false);
  });

  it('cannot be activated with fewer than 2 cards in the Deck', () => {
    const d = duelOf({ turn: 3, me: { spellTraps: [{ card: 'Reckless Greed', faceUp: false }], deck: ['Feral Imp'] } });
    expect(legal(d, 'activate', idOf(d, 'Reckless Greed'))).toEqual([]);
  });
});
