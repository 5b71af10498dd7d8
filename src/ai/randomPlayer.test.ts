import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, decidingPlayer, legalActions, viewFor, type Action, type Duel } from '../engine';
import { PRESET_DECKS } from '../cards/decks';
import { chooseAction } from './randomPlayer';

/** A small seeded generator for reproducible tests (the app itself uses Math.random). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function newDuel(seed: number): Duel {
  const [a, b] = PRESET_DECKS;
  return createDuel({ decks: [{ main: [...a!.main] }, { main: [...b!.main] }], seed, firstPlayer: 0 });
}

describe('randomPlayer.chooseAction', () => {
  it('returns one of the legal actions it was given, chosen by the random number', () => {
    const duel = newDuel(1);
    const actions = legalActions(duel);
    const view = viewFor(duel, 0);
    expect(actions.length).toBeGreaterThan(1);
    expect(chooseAction(view, actions, () => 0)).toBe(actions[0]);
    expect(chooseAction(view, actions, () => 0.999999)).toBe(actions[actions.length - 1]);
    // A generator returning exactly 1 (out of contract) still yields a legal action.
    expect(actions).toContain(chooseAction(view, actions, () => 1));
  });

  it('chooses uniformly among the legal actions', () => {
    const actions: Action[] = [{ type: 'pass' }, { type: 'nextPhase', to: 'end' }, { type: 'nextPhase', to: 'battle' }];
    const duel = newDuel(2);
    const random = mulberry32(99);
    const counts = new Map<Action, number>();
    for (let i = 0; i < 3000; i++) {
      const a = chooseAction(viewFor(duel, 0), actions, random);
      counts.set(a, (counts.get(a) ?? 0) + 1);
    }
    for (const a of actions) expect(counts.get(a)).toBeGreaterThan(850);
  });

  it('refuses to choose from an empty list', () => {
    const duel = newDuel(3);
    expect(() => chooseAction(viewFor(duel, 0), [], Math.random)).toThrow(/no legal action/);
  });

  it.each([11, 12, 13])('plays whole duels against itself with only legal moves (seed %i)', (seed) => {
    let duel = newDuel(seed);
    const random = mulberry32(seed);
    let moves = 0;
    while (duel.winner === null && moves < 5000) {
      const player = decidingPlayer(duel);
      expect(player).not.toBeNull();
      const actions = legalActions(duel);
      const action = chooseAction(viewFor(duel, player!), actions, random);
      expect(actions).toContain(action);
      duel = applyAction(duel, action);
      moves++;
    }
    expect(duel.winner).not.toBeNull();
    expect(legalActions(duel)).toEqual([]);
  });
});
