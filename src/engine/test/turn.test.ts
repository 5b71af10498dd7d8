import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, legalActions, summary, type Duel } from '..';
import { initialTurnState, nextTurnState, type TurnStateValue } from '../turn';
import { duelOf, legal, play } from './dsl';

const deck = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? 'Celtic Guardian' : 'Feral Imp'));
const newDuel = (): Duel => createDuel({ decks: [{ main: deck(40) }, { main: deck(40) }], seed: 1, firstPlayer: 0 });
const phasesEntered = (d: Duel) => d.events.filter((e) => e.type === 'phaseEntered').map((e) => (e.type === 'phaseEntered' ? e.phase : ''));

// Rulebook v9.1 "Let the Duel Begin!" and "Turn Structure".
describe('Turn Structure', () => {
  it('each player starts with 8000 LP and a hand of 5; the first player does not draw on turn 1', () => {
    const s = summary(newDuel());
    expect(s).toMatchObject({ turn: 1, turnPlayer: 0, phase: 'main1', deciding: 0 });
    expect(s.players.map((p) => [p.lp, p.hand.length, p.deck])).toEqual([[8000, 5, 35], [8000, 5, 35]]);
  });

  it('Draw Phase: the turn player draws 1 card, from the second turn on', () => {
    const d = play(newDuel(), { type: 'nextPhase', to: 'end' });
    const s = summary(d);
    expect(s).toMatchObject({ turn: 2, turnPlayer: 1, phase: 'main1' });
    expect(s.players[1].hand).toHaveLength(6);
    expect(s.players[1].deck).toBe(34);
  });

  it('a turn runs Draw Phase, Standby Phase, Main Phase 1 in order', () => {
    const d = play(newDuel(), { type: 'nextPhase', to: 'end' });
    expect(phasesEntered(d)).toEqual(['end', 'draw', 'standby', 'main1']);
  });

  it('the player who goes first cannot conduct a Battle Phase on their first turn', () => {
    const d = newDuel();
    expect(legal(d, 'nextPhase').map((a) => a.to)).toEqual(['end']);
    expect(() => applyAction(d, { type: 'nextPhase', to: 'battle' })).toThrow(/no Battle Phase on the first turn/);
  });

  it('from the second turn on the Battle Phase can be entered, starting at its Start Step into the Battle Step', () => {
    const d = play(newDuel(), { type: 'nextPhase', to: 'end' });
    expect(legal(d, 'nextPhase').map((a) => a.to)).toEqual(['battle', 'end']);
    const b = play(d, { type: 'nextPhase', to: 'battle' });
    expect(summary(b)).toMatchObject({ phase: 'battle', step: 'battle' });
    expect(b.events.filter((e) => e.type === 'phaseEntered').map((e) => e.type === 'phaseEntered' && e.step)).toEqual(['start', 'battle']);
  });

  it('skipping the Battle Phase goes from Main Phase 1 to the End Phase', () => {
    const d = play(newDuel(), { type: 'nextPhase', to: 'end' });
    const next = play(d, { type: 'nextPhase', to: 'end' });
    expect(phasesEntered(next)[0]).toBe('end');
    expect(phasesEntered(next)).not.toContain('battle');
    expect(phasesEntered(next)).not.toContain('main2');
  });

  it('after the Battle Phase (through its End Step) comes Main Phase 2, then the End Phase', () => {
    const d = duelOf({});
    const main2 = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'nextPhase', to: 'main2' });
    expect(summary(main2)).toMatchObject({ phase: 'main2', step: null });
    expect(main2.events.map((e) => (e.type === 'phaseEntered' ? `${e.phase}:${e.step}` : null)).filter(Boolean)).toEqual(['battle:end', 'main2:null']);
    expect(legal(main2, 'nextPhase').map((a) => a.to)).toEqual(['end']);
  });

  it('Main Phase 2 can only be reached through the Battle Phase', () => {
    const d = duelOf({});
    expect(legal(d, 'nextPhase').map((a) => a.to)).not.toContain('main2');
    expect(() => applyAction(d, { type: 'nextPhase', to: 'main2' })).toThrow(/cannot move to main2/);
  });

  it("turn player's priority: the turn player decides in every phase; the opponent, with nothing to respond with, is never asked", () => {
    let d = newDuel();
    for (let step = 0; step < 40; step++) {
      expect(summary(d).deciding).toBe(summary(d).turnPlayer);
      expect(d.flow.window).toBeNull();
      const moves = legalActions(d);
      d = play(d, moves.find((a) => a.type === 'nextPhase' && a.to === 'battle') ?? moves.find((a) => a.type === 'nextPhase' && a.to === 'end') ?? moves[0]!);
    }
    expect(d.turn).toBeGreaterThan(10);
  });
});

describe('End Phase: hand size', () => {
  const eight = ['Celtic Guardian', 'Feral Imp', 'Mystical Elf', 'Beaver Warrior', 'Silver Fang', 'Great White', 'Dark Magician', 'Summoned Skull'];

  it('a player with more than 6 cards at the end of the End Phase discards down to 6, choosing which', () => {
    const d = duelOf({ me: { hand: eight } });
    const asked = play(d, { type: 'nextPhase', to: 'end' });
    expect(asked.flow.prompt).toMatchObject({ kind: 'handSizeDiscard', player: 0, remaining: 2 });
    expect(summary(asked)).toMatchObject({ phase: 'end', deciding: 0, turn: 3 });
    expect(legalActions(asked)).toHaveLength(8); // any card of the hand
    const darkMagician = Object.values(d.cards).find((c) => c.owner === 0 && summary(d).players[0].hand.includes('Dark Magician') && c.passcode === '46986414')!.id;
    const once = play(asked, { type: 'select', ids: [darkMagician] });
    expect(once.flow.prompt).toMatchObject({ remaining: 1 });
    const done = play(once, legalActions(once)[0]!);
    const s = summary(done);
    expect(s.players[0].hand).toHaveLength(6);
    expect(s.players[0].graveyard).toHaveLength(2);
    expect(s.players[0].graveyard[0]).toBe('Dark Magician');
    expect(s).toMatchObject({ turn: 4, turnPlayer: 1 }); // then the turn ends
  });

  it('a player with 6 cards does not discard', () => {
    const d = duelOf({ me: { hand: eight.slice(0, 6) } });
    const next = play(d, { type: 'nextPhase', to: 'end' });
    expect(next.flow.prompt).toBeNull();
    expect(summary(next).players[0].hand).toHaveLength(6);
    expect(summary(next).turnPlayer).toBe(1);
  });

  it('nothing else can be done while the discard is pending', () => {
    const d = play(duelOf({ me: { hand: eight } }), { type: 'nextPhase', to: 'end' });
    expect(legalActions(d).every((a) => a.type === 'select')).toBe(true);
    expect(() => applyAction(d, { type: 'nextPhase', to: 'end' })).toThrow(/answer the prompt/);
  });
});

// The transitions are kept as rows keyed by the table's own state values (turn.ts ROWS); a duel read
// back from JSON brings copies of the compound values, which must move exactly as the originals do.
describe('Turn Structure: a state value read back from JSON', () => {
  it('takes every transition the table’s own value takes, with and without a Battle Phase allowed', () => {
    const events = ['NEXT', 'ENTER_BATTLE_PHASE', 'SKIP_BATTLE_PHASE', 'DECLARE_ATTACK', 'END_BATTLE_PHASE'] as const;
    const seen: TurnStateValue[] = [];
    const todo: TurnStateValue[] = [initialTurnState(true), initialTurnState(false)];
    let compared = 0;
    while (todo.length > 0) {
      const value = todo.pop()!;
      if (seen.includes(value)) continue;
      seen.push(value);
      const copy = JSON.parse(JSON.stringify(value)) as TurnStateValue;
      for (const allowed of [true, false]) {
        for (const event of events) {
          const next = nextTurnState(value, event, allowed);
          expect(nextTurnState(copy, event, allowed)).toBe(next);
          compared++;
          if (next !== null) todo.push(next);
        }
      }
    }
    // Draw, Standby, Main 1, the Battle Phase's 3 steps and 5 Damage Step timings, Main 2, End, over.
    expect(seen).toHaveLength(14);
    expect(compared).toBe(140);
    expect(nextTurnState(JSON.parse(JSON.stringify({ battle: { damage: 'end' } })) as TurnStateValue, 'NEXT', true)).toEqual({ battle: 'battle' });
    expect(() => nextTurnState({ battle: 'nowhere' }, 'NEXT', true)).toThrow(/Not a state of the turn/);
  });
});
