import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';

/*
 * A card effect may end the Duel: "you win the Duel" (Destiny Board), "Any other case results in a DRAW" (Last Turn).
 * `ctx.winDuel(winner)` ends it with a result whose reason names the card (`DuelEndCause` 'cardEffect'): the summary,
 * each player's view (in their own words) and the log say who won and by which card, and nothing more may be done.
 * Made-up cards, so the rule is tested apart from any real card.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000001', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  {
    passcode: '90000011', name: 'Test Victory', frame: 'spell', subtype: ['normal'], text: 'You win the Duel.',
    effects: [{ kind: 'activation', label: 'You win the Duel', resolve: (ctx) => ctx.winDuel(ctx.player) }],
  },
  {
    passcode: '90000012', name: 'Test Stalemate', frame: 'spell', subtype: ['normal'], text: 'The Duel is a draw.',
    effects: [{ kind: 'activation', label: 'The Duel is a draw', resolve: (ctx) => ctx.winDuel('draw') }],
  },
  {
    passcode: '90000013', name: 'Test Concession', frame: 'spell', subtype: ['normal'], text: 'Your opponent wins the Duel.',
    effects: [{ kind: 'activation', label: 'Your opponent wins the Duel', resolve: (ctx) => ctx.winDuel(ctx.opponent) }],
  },
];
const engine = createEngine(POOL);
const DECK = Array.from({ length: 10 }, () => 'Test Soldier');

/** Player 1 activates `card` from the hand in their Main Phase 1 and both players let it resolve. */
function resolve(card: string) {
  let d = engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ hand: [card], deck: DECK }, { deck: DECK }] });
  const id = d.players[0].hand[0]!;
  d = engine.applyAction(d, { type: 'activate', card: id });
  while (d.flow.window) d = engine.applyAction(d, { type: 'pass' });
  return d;
}

describe('winning the Duel by a card effect', () => {
  it('the effect\'s player wins, and the result says by which card', () => {
    const d = resolve('Test Victory');
    expect(engine.summary(d)).toMatchObject({ winner: 0, winReason: 'Player 1 won by the effect of Test Victory' });
    expect(engine.viewFor(d, 0)).toMatchObject({ winner: 0, winReason: 'You won by the effect of Test Victory' });
    expect(engine.viewFor(d, 1)).toMatchObject({ winner: 0, winReason: 'Your opponent won by the effect of Test Victory' });
    expect(engine.legalActions(d)).toEqual([]);
    // The log tells each player, and a duel read back from JSON keeps the result.
    const log = engine.viewFor(d, 1).events;
    expect(log.find((e) => e.type === 'duelEnded')?.text).toBe('Your opponent wins: Your opponent won by the effect of Test Victory');
    const back = JSON.parse(JSON.stringify(d)) as typeof d;
    expect(engine.summary(back)).toMatchObject({ winner: 0, winReason: 'Player 1 won by the effect of Test Victory' });
    // Both players' LP untouched: it is not an LP win.
    expect(engine.summary(d).players.map((p) => p.lp)).toEqual([8000, 8000]);
  });

  it('an effect may make the other player the winner', () => {
    const d = resolve('Test Concession');
    expect(engine.summary(d)).toMatchObject({ winner: 1, winReason: 'Player 2 won by the effect of Test Concession' });
    expect(engine.viewFor(d, 1).winReason).toBe('You won by the effect of Test Concession');
  });

  it('an effect may end the Duel in a draw', () => {
    const d = resolve('Test Stalemate');
    expect(engine.summary(d)).toMatchObject({ winner: 'draw', winReason: 'The effect of Test Stalemate made the Duel a draw' });
    const log = engine.viewFor(d, 0).events;
    expect(log.find((e) => e.type === 'duelEnded')?.text).toBe('The duel is a draw: The effect of Test Stalemate made the Duel a draw');
    expect(engine.legalActions(d)).toEqual([]);
  });
});
