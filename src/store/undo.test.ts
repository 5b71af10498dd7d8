/** Undo in practice (issue 14): back to the human's previous decision, by playing the duel again without the last actions. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalActions, summary, type DeckList } from '../engine';
import { PRESET_DECKS } from '../cards/decks';
import { useDuelStore } from './duelStore';
import { seedDuels } from './testing';

const store = () => useDuelStore.getState();
const decks: [DeckList, DeckList] = [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }];

describe('undo in a practice duel', () => {
  seedDuels(1);
  beforeEach(() => {
    vi.useFakeTimers();
    store().setAiDelay(0);
  });
  afterEach(() => {
    store().backToStart();
    vi.useRealTimers();
  });

  it('goes back to the human’s previous decision, the computer’s replies since then undone too', async () => {
    store().startDuel('computer', { decks, seed: 11, firstPlayer: 0, practice: true });
    expect(store().practice).toBe(true);
    expect(store().canUndo).toBe(false);
    const start = summary(store().duel!);
    const startLog = store().log.length;
    const set = legalActions(store().duel!).find((a) => a.type === 'setMonster')!;
    store().dispatch(set);
    const afterSet = summary(store().duel!);
    expect(store().canUndo).toBe(true);
    store().dispatch({ type: 'nextPhase', to: 'end' });
    // The computer plays its whole turn.
    await vi.runAllTimersAsync();
    while (store().thinking) await vi.runAllTimersAsync();
    expect(summary(store().duel!).turn).toBe(3);

    store().undo();
    expect(summary(store().duel!)).toEqual(afterSet);
    store().undo();
    expect(summary(store().duel!)).toEqual(start);
    expect(store().log).toHaveLength(startLog);
    expect(store().canUndo).toBe(false);
    store().undo();
    expect(summary(store().duel!)).toEqual(start);
  });

  it('is not offered in a normal duel, in hotseat, or in a Match’s Duel', () => {
    store().startDuel('computer', { decks, seed: 1, firstPlayer: 0 });
    store().dispatch(legalActions(store().duel!)[0]!);
    expect(store().practice).toBe(false);
    const before = store().duel;
    store().undo();
    expect(store().duel).toBe(before);

    store().startDuel('hotseat', { decks, seed: 1, firstPlayer: 0, practice: true });
    expect(store().practice).toBe(false);

    store().startDuel('computer', { decks, seed: 1, firstPlayer: 0, practice: true, owner: { kind: 'puzzle', id: 'any' } });
    expect(store().practice).toBe(false);
  });
});
