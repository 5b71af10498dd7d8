/** Resume of a Match after a reload (issue 14): the Match and its Duel on the mat come back, and the Duel's end still counts for the Match. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalActions, summary } from '../engine';
import { PRESETS } from './deckPool';
import { DUEL_SAVE_KEY, useDuelStore } from './duelStore';
import { MATCH_SAVE_KEY, MATCH_SET_ASIDE_KEY, useMatchStore } from './matchStore';
import { wireStores } from './testing';

const match = () => useMatchStore.getState();
const duel = () => useDuelStore.getState();
let items: Map<string, string>;

function reload() {
  const saved = new Map(items);
  useMatchStore.setState({ match: null, playing: false, records: [] });
  useDuelStore.setState({ screen: 'start', duel: null, view: null, log: [] });
  items.clear();
  for (const [k, v] of saved) items.set(k, v);
  return match().resumeSaved();
}

describe('a Match survives a reload', () => {
  wireStores();
  beforeEach(() => {
    vi.useFakeTimers();
    items = new Map();
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) });
  });
  afterEach(() => {
    match().leave();
    useDuelStore.setState({ resumeProblem: null });
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hotseat: the Match, its Duel exactly where it was, and the Duel’s end is recorded in the Match', () => {
    match().startMatch('hotseat', [PRESETS[0]!.deck, PRESETS[1]!.deck], 5);
    match().toss();
    match().choose(match().match!.chooser!, 'first');
    expect(match().playing).toBe(true);
    for (let i = 0; i < 12; i++) {
      if (duel().handoverTo !== null) duel().confirmHandover();
      duel().dispatch(legalActions(duel().duel!).at(-1)!);
    }
    const before = { duel: summary(duel().duel!), log: duel().log.map((l) => l.text), match: match().match };
    expect(items.get(MATCH_SAVE_KEY)).toBeDefined();
    expect(items.get(DUEL_SAVE_KEY)).toBeDefined();

    expect(reload()).toBe(true);
    expect(match().playing).toBe(true);
    expect(match().match).toEqual(before.match);
    expect({ duel: summary(duel().duel!), log: duel().log.map((l) => l.text), match: match().match }).toEqual(before);

    // The resumed Duel's end still reaches the Match.
    if (duel().handoverTo !== null) duel().confirmHandover();
    duel().surrender();
    expect(match().playing).toBe(false);
    expect(match().records).toHaveLength(1);
    expect(match().match?.results).toHaveLength(1);
  });

  it('between Duels, the Match comes back on its own screens', () => {
    match().startMatch('hotseat', [PRESETS[0]!.deck, PRESETS[1]!.deck], 6);
    match().toss();
    match().choose(match().match!.chooser!, 'first');
    duel().surrender();
    const phase = match().match!.phase;
    expect(reload()).toBe(true);
    expect(match().match?.phase).toBe(phase);
    expect(match().playing).toBe(false);
  });

  it('a Match save whose Match is damaged (no coin tosses) is set aside with the field named, not resumed into a broken screen', () => {
    match().startMatch('hotseat', [PRESETS[0]!.deck, PRESETS[1]!.deck], 7);
    const save = JSON.parse(items.get(MATCH_SAVE_KEY)!);
    delete save.match.tosses;
    const raw = JSON.stringify(save);
    match().leave();
    items.set(MATCH_SAVE_KEY, raw);
    expect(match().resumeSaved()).toBe(false);
    expect(match().match).toBeNull();
    expect(items.get(MATCH_SET_ASIDE_KEY)).toBe(raw);
    expect(duel().resumeProblem).toBe('The Match saved in this browser could not be resumed: its Match cannot be read: tosses must be a list. It was set aside.');
  });

  it('a Match save that is not readable is set aside and reported', () => {
    items.set(MATCH_SAVE_KEY, '{"format":"duelmat-match","version":1,"mode":"online"}');
    expect(match().resumeSaved()).toBe(false);
    expect(match().match).toBeNull();
    expect(items.get(MATCH_SET_ASIDE_KEY)).toContain('online');
    expect(duel().resumeProblem).toMatch(/The Match saved in this browser could not be resumed/);
  });
});
