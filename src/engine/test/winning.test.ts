import { describe, expect, it } from 'vitest';
import { applyAction, concede, createDuel, legalActions, summary, viewFor } from '..';
import { FORBIDDEN_ONE_PIECES } from '../../cards';
import { duelOf, idOf, play } from './dsl';

// Rulebook v9.1 "Let the Duel Begin!: Victory Conditions".
describe('Winning a Duel', () => {
  it("reducing the opponent's LP to 0 wins the Duel, and nothing more can be done", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { lp: 2500 } });
    const end = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: 'direct' });
    expect(summary(end)).toMatchObject({ winner: 0, winReason: "Player 2's LP reached 0", deciding: null });
    expect(legalActions(end)).toEqual([]);
    expect(() => applyAction(end, { type: 'nextPhase', to: 'main2' })).toThrow(/duel is over/);
  });

  it('a player may surrender at any time, even when it is not their decision; the opponent wins', () => {
    const d = duelOf({});
    const x = concede(d, 1);
    expect(summary(x)).toMatchObject({ winner: 0, winReason: 'Player 2 surrendered', deciding: null });
    expect(viewFor(x, 1).winReason).toBe('You surrendered');
    expect(viewFor(x, 0).winReason).toBe('Your opponent surrendered');
    expect(legalActions(x)).toEqual([]);
    expect(summary(d).winner).toBeNull(); // pure
    expect(concede(x, 0)).toBe(x); // an ended duel stays as it ended
  });

  it('each player reads why the duel ended from their own side', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { lp: 2500 } });
    const end = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: 'direct' });
    expect(viewFor(end, 0).winReason).toBe("Your opponent's LP reached 0");
    expect(viewFor(end, 1).winReason).toBe('Your LP reached 0');
    expect(viewFor(end, 0).events.at(-1)?.text).toBe("You win: Your opponent's LP reached 0");
    expect(end.endCause).toEqual({ kind: 'lpZero', player: 1 });
  });

  it('the attacking player loses when battle damage to them takes their LP to 0', () => {
    const d = duelOf({ me: { lp: 500, monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const end = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: idOf(d, 'Summoned Skull', 1) });
    expect(summary(end)).toMatchObject({ winner: 1 });
  });

  it('a player who cannot draw when they must loses the Duel', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, phase: 'end', opp: { hand: [] }, me: { deck: [] } });
    expect(summary(d)).toMatchObject({ winner: 1, winReason: 'Player 1 could not draw a card' });
  });

  it('drawing the last card is fine; only drawing from an empty Deck loses', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, phase: 'end', me: { deck: ['Feral Imp'] } });
    expect(summary(d)).toMatchObject({ winner: null, turnPlayer: 0, turn: 5 });
    expect(summary(d).players[0]).toMatchObject({ deck: 0, hand: ['Feral Imp'] });
  });

  it('both players reaching 0 LP at the same time is a draw', () => {
    const d = duelOf({ me: { lp: 0 }, opp: { lp: 0 } });
    expect(summary(d)).toMatchObject({ winner: 'draw', winReason: 'Both players reached 0 LP at the same time' });
  });

  it('all five pieces of the Forbidden One in hand win at once (drawn in the Draw Phase)', () => {
    const four = FORBIDDEN_ONE_PIECES.filter((n) => n !== 'Exodia the Forbidden One');
    const d = duelOf({ turn: 3, phase: 'draw', me: { hand: four, deck: ['Exodia the Forbidden One'] } });
    expect(summary(d)).toMatchObject({ winner: 0, winReason: 'Player 1 assembled all five pieces of the Forbidden One' });
  });

  it('the Forbidden One in the opening hand wins before the first turn', () => {
    const d = createDuel({ decks: [{ main: [...FORBIDDEN_ONE_PIECES, 'Feral Imp'] }, { main: ['Feral Imp'] }], seed: 1, shuffle: false });
    expect(summary(d).winner).toBe(0);
  });

  it('four pieces of the Forbidden One do not win', () => {
    const d = duelOf({ me: { hand: FORBIDDEN_ONE_PIECES.slice(1) } });
    expect(summary(d).winner).toBeNull();
  });
});
