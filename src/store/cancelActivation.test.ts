import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardName, legalActions, summary, type Action, type Scenario } from '../engine';
import { DUEL_SAVE_KEY, useDuelStore } from './duelStore';
import { MemoryStorage } from './testing';

/*
 * Issue 36, "Cancel before it happens": the choices made while activating a card (its targets, its
 * costs) can be taken back until the activation is made, returning the duel to exactly before it;
 * choices made while a card resolves cannot (rulebook v9.1 "Chains and Spell Speed": a card that was
 * activated and answered resolves).
 */
const store = () => useDuelStore.getState();
const named = (name: string, type: Action['type']) => store().interaction.all.find((a) => a.type === type && 'card' in a && cardName(store().duel!, a.card) === name)!;

/** The case: Remove Trap, with the player's own Dragon Capture Jar the only face-up Trap. */
const REMOVE_TRAP: Scenario = {
  turn: 3,
  turnPlayer: 0,
  phase: 'main1',
  seed: 4,
  players: [
    { hand: ['Remove Trap', 'Battle Ox'], deck: ['Feral Imp', 'Celtic Guardian'], spellTraps: [{ card: 'Dragon Capture Jar', faceUp: true }] },
    { hand: ['Mystical Elf'], deck: ['Feral Imp', 'Celtic Guardian'] },
  ],
};

describe('cancelling an activation (issue 36)', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    vi.useFakeTimers();
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    store().backToStart();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('Remove Trap: Activate, then Cancel at "Choose a face-up Trap Card on the field": the duel is as before, the card still in hand', () => {
    store().startDuel('computer', { scenario: REMOVE_TRAP });
    const before = store().duel!;
    const log = store().log;
    const legal = legalActions(before);
    expect(store().canCancel).toBe(false);

    store().dispatch(named('Remove Trap', 'activate'));
    expect(store().view?.prompt?.reason).toBe('Choose a face-up Trap Card on the field');
    expect(store().promptStage).toBe('activation');
    expect(store().canCancel).toBe(true);

    store().cancelActivation();
    expect(store().duel).toBe(before);
    expect(summary(store().duel!)).toEqual(summary(before));
    expect(summary(store().duel!).players[0].hand).toContain('Remove Trap');
    expect(summary(store().duel!).players[0].spellTraps[0]).toMatchObject({ name: 'Dragon Capture Jar', faceUp: true });
    expect(store().log).toBe(log);
    expect(store().canCancel).toBe(false);
    expect(store().view?.prompt).toBeNull();
    expect(legalActions(store().duel!)).toEqual(legal);
    // Nothing of it is saved (the save, replays and undo play the actions again): no trace of it.
    expect(JSON.parse(storage.getItem(DUEL_SAVE_KEY)!).actions).toEqual([]);
    store().dispatch(named('Battle Ox', 'normalSummon'));
    expect(JSON.parse(storage.getItem(DUEL_SAVE_KEY)!).actions.map((a: Action) => a.type)).toEqual(['normalSummon']);
  });

  it('after a reload in the middle of choosing, Cancel still goes back to before the activation', () => {
    store().startDuel('computer', { scenario: REMOVE_TRAP });
    const before = summary(store().duel!);
    store().dispatch(named('Remove Trap', 'activate'));
    const saved = new Map(storage.items);
    store().backToStart();
    for (const [k, v] of saved) storage.items.set(k, v);
    expect(store().resumeSaved()).toBe(true);
    expect(store().canCancel).toBe(true);
    store().cancelActivation();
    expect(summary(store().duel!)).toEqual(before);
    expect(JSON.parse(storage.getItem(DUEL_SAVE_KEY)!).actions).toEqual([]);
  });

  it('a choice made while the card resolves cannot be cancelled: Monster Reborn’s battle position', () => {
    store().startDuel('computer', {
      scenario: { turn: 3, players: [{ hand: ['Monster Reborn'], graveyard: ['Summoned Skull'], deck: ['Feral Imp'] }, { deck: ['Feral Imp'] }] },
    });
    store().dispatch(named('Monster Reborn', 'activate'));
    expect(store().canCancel).toBe(true);
    const target = store().interaction.selects[0]!;
    store().dispatch(target);
    // The opponent (the computer) had its chance to respond; the card resolves and asks for a position.
    for (let i = 0; i < 50 && store().promptStage !== 'resolution'; i++) vi.advanceTimersByTime(1000);
    expect(store().promptStage).toBe('resolution');
    expect(store().canCancel).toBe(false);
    const duel = store().duel;
    store().cancelActivation();
    expect(store().duel).toBe(duel);
  });
});
