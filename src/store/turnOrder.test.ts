import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESET_DECKS } from '../cards/decks';
import { decidingPlayer, type DeckList } from '../engine';
import { useDuelStore } from './duelStore';
import { useSettingsStore } from './settingsStore';
import { seedDuels } from './testing';
import { tossFor, turnOrderStage } from './turnOrder';

/*
 * Issue 36, who goes first: a single duel and a hotseat game start with a coin toss (rulebook v9.1
 * "Let the Duel Begin!": the winner chooses to go first or second), or Player 1's choice in the
 * settings; the computer goes first when it wins the toss. The toss is seeded by the duel's seed.
 */
const store = () => useDuelStore.getState();
const decks: [DeckList, DeckList] = [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }];
/** Seeds whose toss Player 1 wins (2) and loses (1), found with tossFor and frozen here. */
const PLAYER_1_WINS = 2;
const PLAYER_2_WINS = 1;

describe('the coin toss', () => {
  it('is decided by the seed: the same seed tosses the same way, and both faces occur', () => {
    const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(seeds.map(tossFor)).toEqual(seeds.map(tossFor));
    const winners = new Set(seeds.map((s) => tossFor(s).winner));
    expect(winners).toEqual(new Set([0, 1]));
    expect(tossFor(PLAYER_1_WINS)).toEqual({ face: 'heads', winner: 0 });
    expect(tossFor(PLAYER_2_WINS)).toEqual({ face: 'tails', winner: 1 });
  });

  it('its winner chooses; the computer chooses at once to go first; with "choose" Player 1 chooses without a toss', () => {
    expect(turnOrderStage(PLAYER_1_WINS, 'toss', true)).toEqual({ toss: { face: 'heads', winner: 0 }, chooser: 0, firstPlayer: null });
    expect(turnOrderStage(PLAYER_2_WINS, 'toss', true)).toEqual({ toss: { face: 'tails', winner: 1 }, chooser: 1, firstPlayer: 1 });
    expect(turnOrderStage(PLAYER_2_WINS, 'toss', false)).toEqual({ toss: { face: 'tails', winner: 1 }, chooser: 1, firstPlayer: null });
    expect(turnOrderStage(PLAYER_2_WINS, 'choose', true)).toEqual({ toss: null, chooser: 0, firstPlayer: null });
  });
});

describe('starting a single duel', () => {
  // The computer's moves and a rematch's new seed come from here.
  seedDuels(PLAYER_1_WINS);
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    store().backToStart();
    useSettingsStore.getState().resetSettings();
    vi.useRealTimers();
  });

  it('waits for the toss winner’s choice: Player 1 wins and chooses to go second', () => {
    store().prepareDuel('computer', { decks: [decks[0], decks[1]], seed: PLAYER_1_WINS });
    expect(store().screen).toBe('start');
    expect(store().duel).toBeNull();
    expect(store().turnOrder).toMatchObject({ chooser: 0, firstPlayer: null, toss: { winner: 0 } });
    store().chooseTurnOrder('second');
    expect(store().turnOrder).toBeNull();
    expect(store().screen).toBe('duel');
    expect(store().duel!.firstPlayer).toBe(1);
    expect(store().duel!.turnPlayer).toBe(1);
  });

  it('the computer wins the toss and goes first: it plays turn 1', () => {
    store().prepareDuel('computer', { decks: [decks[0], decks[1]], seed: PLAYER_2_WINS });
    expect(store().turnOrder).toMatchObject({ chooser: 1, firstPlayer: 1 });
    // The human cannot choose for it.
    store().chooseTurnOrder();
    expect(store().duel!.firstPlayer).toBe(1);
    expect(store().thinking).toBe(true);
    for (let i = 0; i < 200 && decidingPlayer(store().duel!) === 1; i++) vi.advanceTimersByTime(store().aiDelayMs);
    expect(store().duel!.turn).toBe(2);
    expect(store().duel!.turnPlayer).toBe(0);
  });

  it('hotseat: Player 2 wins the toss and chooses to go first; the device goes to Player 2', () => {
    store().prepareDuel('hotseat', { decks: [decks[0], decks[1]], seed: PLAYER_2_WINS });
    expect(store().turnOrder).toMatchObject({ chooser: 1, firstPlayer: null });
    store().chooseTurnOrder('first');
    expect(store().duel!.firstPlayer).toBe(1);
    expect(store().handoverTo).toBe(1);
  });

  it('"I choose" in the settings: no toss, Player 1 chooses', () => {
    useSettingsStore.getState().setFirstTurn('choose');
    store().prepareDuel('computer', { decks: [decks[0], decks[1]], seed: PLAYER_2_WINS });
    expect(store().turnOrder).toMatchObject({ toss: null, chooser: 0, firstPlayer: null });
    store().chooseTurnOrder('first');
    expect(store().duel!.firstPlayer).toBe(0);
  });

  it('a rematch tosses again before the new duel', () => {
    store().prepareDuel('hotseat', { decks: [decks[0], decks[1]], seed: PLAYER_1_WINS });
    store().chooseTurnOrder('first');
    store().rematch();
    expect(store().duel).toBeNull();
    expect(store().turnOrder?.mode).toBe('hotseat');
    store().chooseTurnOrder('first');
    expect(store().screen).toBe('duel');
  });
});
