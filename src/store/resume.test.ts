/**
 * Resume after a reload (issue 14): the running duel is saved after every action (start + actions,
 * versioned) and restored exactly where it was; a save that is broken or from another version is
 * set aside and reported, never crashing; a storage that refuses is reported once and play goes on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalActions, summary, type Action, type Scenario } from '../engine';
import { PRESET_DECKS } from '../cards/decks';
import { DUEL_SAVE_KEY, DUEL_SET_ASIDE_KEY, useDuelStore } from './duelStore';
import { SAVE_FORMAT, SAVE_VERSION } from './saveGame';
import { MemoryStorage, seedDuels } from './testing';

const store = () => useDuelStore.getState();


let storage: MemoryStorage;
const PRESET_A = { main: [...PRESET_DECKS[0]!.main] };
const PRESET_B = { main: [...PRESET_DECKS[1]!.main] };

/** A tiny seeded chooser, so the played line is the same on every run. */
function chooser(seed: number) {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return x % n;
  };
}

/** Plays `n` legal actions through the store as the players would (hotseat: confirming each handover). */
function play(n: number, seed: number) {
  const pick = chooser(seed);
  for (let i = 0; i < n; i++) {
    const s = store();
    if (!s.duel || s.duel.winner !== null) return;
    if (s.handoverTo !== null) s.confirmHandover();
    const legal = legalActions(store().duel!);
    // Avoid ending the turn too often, so the duel gets somewhere.
    const choices = legal.length > 1 ? legal.filter((a) => !(a.type === 'nextPhase' && a.to === 'end')) : legal;
    store().dispatch((choices.length ? choices : legal)[pick(choices.length || legal.length)] as Action);
  }
}

/** What a reload would find: the page's stores start empty, then resume from storage. */
function reload(): boolean {
  const saved = new Map(storage.items);
  store().backToStart();
  for (const [k, v] of saved) storage.items.set(k, v);
  return store().resumeSaved();
}

const snapshot = () => {
  const s = store();
  return { summary: summary(s.duel!), log: s.log.map((l) => [l.turn, l.actor, l.text, l.events]), viewer: s.viewer, handoverTo: s.handoverTo, view: s.view, mode: s.mode };
};

describe('resume after a reload', () => {
  seedDuels(1);
  beforeEach(() => {
    vi.useFakeTimers();
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    store().backToStart();
    useDuelStore.setState({ resumeProblem: null, storageProblem: null });
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('saves the start and every action, with the format version', () => {
    store().startDuel('hotseat', { decks: [PRESET_A, PRESET_B], seed: 7, firstPlayer: 0 });
    play(5, 1);
    const save = JSON.parse(storage.getItem(DUEL_SAVE_KEY)!);
    expect(save).toMatchObject({ format: SAVE_FORMAT, version: SAVE_VERSION, mode: 'hotseat', start: { kind: 'decks', seed: 7, firstPlayer: 0 } });
    expect(save.actions.length).toBeGreaterThan(0);
  });

  it.each([1, 2, 3, 4])('hotseat, seed %i: a reload puts the duel back exactly (board, hands, LP, log, prompt, cover)', (seed) => {
    store().startDuel('hotseat', { decks: [PRESET_A, PRESET_B], seed, firstPlayer: 0 });
    play(40 + seed * 7, seed);
    const before = snapshot();
    expect(reload()).toBe(true);
    expect(snapshot()).toEqual(before);
  });

  it('the pass-the-device cover is still up after a reload', () => {
    store().startDuel('hotseat', { decks: [PRESET_A, PRESET_B], seed: 3, firstPlayer: 0 });
    store().dispatch({ type: 'nextPhase', to: 'end' });
    expect(store().handoverTo).toBe(1);
    expect(reload()).toBe(true);
    expect(store().handoverTo).toBe(1);
    expect(store().viewer).toBe(1);
    store().confirmHandover();
    expect(reload()).toBe(true);
    expect(store().handoverTo).toBeNull();
    expect(store().viewer).toBe(1);
  });

  it('an open prompt is open again after a reload (a hand-size discard)', () => {
    const scenario: Scenario = { turn: 2, turnPlayer: 0, phase: 'main2', players: [{ hand: Array<string>(7).fill('Celtic Guardian'), deck: ['Kuriboh'] }, { deck: ['Kuriboh'] }] };
    store().startDuel('hotseat', { scenario });
    store().dispatch({ type: 'nextPhase', to: 'end' });
    expect(store().view?.prompt).toBeTruthy();
    const before = snapshot();
    expect(reload()).toBe(true);
    expect(snapshot()).toEqual(before);
    expect(store().interaction).toBeTruthy();
  });

  it('against the computer: a surrendered duel comes back over, as it ended', () => {
    store().startDuel('computer', { decks: [PRESET_A, PRESET_B], seed: 5, firstPlayer: 0 });
    store().surrender();
    const before = snapshot();
    expect(reload()).toBe(true);
    expect(snapshot()).toEqual(before);
    expect(store().surrenderedBy).toBe(0);
  });

  it('leaving the duel removes its save; with no save there is nothing to resume', () => {
    store().startDuel('computer');
    expect(storage.getItem(DUEL_SAVE_KEY)).not.toBeNull();
    store().backToStart();
    expect(storage.getItem(DUEL_SAVE_KEY)).toBeNull();
    expect(store().resumeSaved()).toBe(false);
    expect(store().resumeProblem).toBeNull();
  });

  it.each<[string, (save: Record<string, unknown>) => unknown, RegExp]>([
    ['not JSON', () => '{oops', /is not JSON/],
    ['a newer version', (s) => ({ ...s, version: SAVE_VERSION + 1 }), /newer version of duelmat/],
    ['an older, unknown version', (s) => ({ ...s, version: 0 }), /format version 0/],
    ['another format', (s) => ({ ...s, format: 'x' }), /not a duelmat save/],
    ['an action that is not legal there', (s) => ({ ...s, actions: [{ type: 'attack', card: '0:1', target: 'direct' }] }), /action 1 of 1 is not legal there/],
    ['an unknown card in a deck', (s) => ({ ...s, start: { kind: 'decks', decks: [{ main: ['No Such Card'] }, { main: [] }], seed: 1, firstPlayer: 0 } }), /start cannot be set up/],
    ['a list that is not a list', (s) => ({ ...s, actions: 'many' }), /actions must be a list/],
    ['a seed past 32 bits', (s) => ({ ...s, start: { ...(s.start as object), seed: 2 ** 32 } }), /start\.seed must be a whole number from 0 to 4,294,967,295/],
    // Issue 37: a position with LP "abc" or 1e300 was resumed as it was.
    ['a position with LP "abc"', (s) => ({ ...s, start: { kind: 'scenario', scenario: { players: [{ lp: 'abc' }, {}] } } }), /its start cannot be set up: Bad scenario: player 1 lp must be a whole number from 0 to 1,000,000 \(got "abc"\)/],
    ['a position with LP 1e300', (s) => ({ ...s, start: { kind: 'scenario', scenario: { startLp: 1e300, players: [{}, {}] } } }), /Bad scenario: startLp must be a whole number from 1 to 1,000,000 \(got 1e\+300\)/],
  ])('a save with %s is set aside and reported, not resumed and not lost', (_what, spoil, reason) => {
    store().startDuel('hotseat', { decks: [PRESET_A, PRESET_B], seed: 9, firstPlayer: 0 });
    const good = JSON.parse(storage.getItem(DUEL_SAVE_KEY)!);
    store().backToStart();
    const bad = spoil(good);
    const raw = typeof bad === 'string' ? bad : JSON.stringify(bad);
    storage.items.set(DUEL_SAVE_KEY, raw);
    expect(store().resumeSaved()).toBe(false);
    expect(store().screen).toBe('start');
    expect(store().duel).toBeNull();
    expect(store().resumeProblem).toMatch(reason);
    expect(storage.getItem(DUEL_SET_ASIDE_KEY)).toBe(raw);
    expect(storage.getItem(DUEL_SAVE_KEY)).toBeNull();
  });

  it('a storage that refuses to save is reported once, and play goes on', () => {
    storage.failWrites = true;
    store().startDuel('hotseat', { decks: [PRESET_A, PRESET_B], seed: 2, firstPlayer: 0 });
    expect(store().storageProblem).toMatch(/cannot be saved in this browser \(the browser’s storage is full\)/);
    useDuelStore.setState({ storageProblem: null });
    play(10, 2);
    expect(storage.writes).toBeGreaterThan(5);
    expect(store().storageProblem).toBeNull();
    expect(store().log.length).toBeGreaterThan(1);
  });
});
