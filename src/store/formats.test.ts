/**
 * Formats in the stores (DESIGN.md "The format contract"): the format chosen is remembered and decides
 * deck legality; the duel, its save, its replay and the Match carry it; a save or Match from before
 * formats reads as Advanced.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalActions, summary } from '../engine';
import { PRESET_DECKS, STARTER_DECKS } from '../cards/decks';
import { activeBanList, installDeckPool, PRESETS, problemsOf } from './deckPool';
import { deckByRef, FORMAT_KEY, presetRefsFor, setDeckStorage, useDeckStore } from './deckStore';
import { DUEL_SAVE_KEY, useDuelStore } from './duelStore';
import { MATCH_SAVE_KEY, useMatchStore } from './matchStore';
import { openReplay } from './replay';
import { SAVE_FORMAT, SAVE_VERSION } from './saveGame';
import { MemoryStorage, seedDuels, wireStores } from './testing';

const decks = () => useDeckStore.getState();
const duel = () => useDuelStore.getState();
const match = () => useMatchStore.getState();
const PRESET_A = { main: [...PRESET_DECKS[0]!.main] };
const PRESET_B = { main: [...PRESET_DECKS[1]!.main] };
installDeckPool();
const preset = (id: string) => PRESETS.find((p) => p.ref === `preset:${id}`)!.deck;

let storage: MemoryStorage;
beforeEach(() => {
  vi.useFakeTimers();
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  setDeckStorage(storage);
});
afterEach(() => {
  match().leave();
  duel().backToStart();
  useDuelStore.setState({ resumeProblem: null, storageProblem: null });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** What a reload would find: the stores start empty, then read the storage again. */
function reloadDuel(): boolean {
  const saved = new Map(storage.items);
  duel().backToStart();
  for (const [k, v] of saved) storage.items.set(k, v);
  return duel().resumeSaved();
}

describe('the format chosen (deck store)', () => {
  it('is Advanced at first, is remembered in this browser, and an unknown stored one falls back to Advanced with a word', () => {
    expect(decks().format).toBe('advanced');
    decks().setFormat('goat');
    expect(decks().format).toBe('goat');
    expect(storage.getItem(FORMAT_KEY)).toBe('"goat"');
    setDeckStorage(storage);
    expect(decks().format).toBe('goat');
    storage.setItem(FORMAT_KEY, '"edison"');
    setDeckStorage(storage);
    expect(decks().format).toBe('advanced');
    expect(decks().loadProblems).toEqual(['The saved format ("edison") is not one this version knows; Advanced is used.']);
    decks().setFormat('nonsense' as never);
    expect(decks().format).toBe('advanced');
  });

  // Baby Dragon (Main Deck), then the Side Deck's cards of 2005.
  const DRAGONS_ROAR_IN_YUGI_KAIBA = ['Baby Dragon', 'Sakuretsu Armor', 'Nobleman of Crossout', 'Negate Attack', 'Threatening Roar', 'Mystical Space Typhoon', 'Book of Moon', 'Kuriboh', 'Big Shield Gardna'].map(
    (name) => `${name} is not legal in Yugi-Kaiba (May 2002)`,
  );

  it('decides legality: the format’s cards and its own list, unless the player chose another list', () => {
    const yugi = preset('starter-deck-yugi');
    expect(problemsOf(decks(), yugi)).toEqual([]);
    decks().setFormat('goat');
    expect(activeBanList(decks())?.name).toBe('April 2005 list (GOAT)');
    expect(problemsOf(decks(), yugi).map((p) => p.message)).toEqual([
      'Dark Hole is Forbidden in GOAT (April 2005)',
      'Monster Reborn is Forbidden in GOAT (April 2005)',
      'Change of Heart is Forbidden in GOAT (April 2005)',
    ]);
    decks().setFormat('yugi-kaiba');
    expect(problemsOf(decks(), yugi)).toEqual([]);
    expect(problemsOf(decks(), preset('dragons-roar')).map((p) => p.message)).toEqual(DRAGONS_ROAR_IN_YUGI_KAIBA);
    // "No list" drops the limits, never the format's cards.
    decks().setBanChoice('none');
    expect(activeBanList(decks())).toBeNull();
    expect(problemsOf(decks(), preset('dragons-roar')).map((p) => p.message)).toEqual(DRAGONS_ROAR_IN_YUGI_KAIBA);
  });
});

describe('the presets offered under each format (issue 34 item 3)', () => {
  const names = (refs: readonly string[]) => refs.map((r) => PRESETS.find((p) => p.ref === r)!.deck.name);
  it('GOAT offers the six GOAT presets first and only presets legal in GOAT; a reload under GOAT picks two of them', () => {
    decks().setFormat('goat');
    expect(names(presetRefsFor('goat'))).toEqual(['Chaos Turbo', 'Warrior', 'Goat Control', 'Chaos Control', 'Panda Burn', 'Chaos Return', "Spellcaster's Command", "Dragon's Roar"]);
    for (const ref of presetRefsFor('goat')) expect(problemsOf(decks(), deckByRef(decks(), ref)!), ref).toEqual([]);
    expect(names(presetRefsFor('yugi-kaiba')).slice(0, 2)).toEqual(['Legend of Blue Eyes', 'Warriors of Legend']);
    // The picks made under Advanced stay (the seat says what is wrong with one); a page opened under GOAT picks GOAT's own.
    setDeckStorage(storage);
    expect(decks().picks).toEqual(['preset:goat-chaos-turbo', 'preset:goat-warrior']);
  });

  it('a GOAT preset for each seat starts a GOAT duel with those decks (the computer is given the second)', () => {
    decks().setFormat('goat');
    decks().setPick(0, 'preset:goat-control');
    decks().setPick(1, 'preset:goat-chaos-turbo');
    const [mine, theirs] = decks().picks.map((r) => deckByRef(decks(), r)!);
    duel().startDuel('computer', { decks: [{ main: [...mine!.main], extra: [...mine!.extra] }, { main: [...theirs!.main], extra: [...theirs!.extra] }], seed: 4, firstPlayer: 0, format: decks().format });
    const s = summary(duel().duel!);
    expect(s.format).toBe('goat');
    expect(s.players[0].hand).toHaveLength(6);
    // Each brings its own Extra Deck (Metamorphosis' Fusions; Chaos Turbo's has Twin-Headed Thunder Dragon); 40 Main each.
    expect([...s.players[0].extra].sort()).toEqual(['Darkfire Dragon', 'Dragoness the Wicked Knight', 'Flame Ghost', 'Thousand-Eyes Restrict', 'Thousand-Eyes Restrict', 'Thousand-Eyes Restrict']);
    expect(s.players[1].extra).toContain('Twin-Headed Thunder Dragon');
    expect(s.players[0].deck + s.players[0].hand.length).toBe(40);
    expect(s.players[1].deck + s.players[1].hand.length).toBe(40);
  });
});

describe('the duel carries its format', () => {
  // A rematch's new seed (and its coin toss) comes from here.
  seedDuels(4);
  it('a GOAT duel: the first player draws in turn 1; its save records the format, and a reload and a rematch keep it', () => {
    duel().startDuel('hotseat', { decks: [PRESET_A, PRESET_B], seed: 4, firstPlayer: 0, format: 'goat' });
    expect(summary(duel().duel!).format).toBe('goat');
    expect(summary(duel().duel!).players[0].hand).toHaveLength(6);
    expect(JSON.parse(storage.getItem(DUEL_SAVE_KEY)!).start).toMatchObject({ kind: 'decks', format: 'goat' });
    duel().dispatch(legalActions(duel().duel!)[0]!);
    expect(reloadDuel()).toBe(true);
    expect(summary(duel().duel!).format).toBe('goat');
    duel().rematch();
    duel().chooseTurnOrder('first');
    expect(summary(duel().duel!).format).toBe('goat');
  });

  it('an Advanced duel (the default): the first player does not draw in turn 1', () => {
    duel().startDuel('hotseat', { decks: [PRESET_A, PRESET_B], seed: 4, firstPlayer: 0 });
    expect(summary(duel().duel!).format).toBe('advanced');
    expect(summary(duel().duel!).players[0].hand).toHaveLength(5);
  });

  it('(migration) a save from before formats loads as Advanced', () => {
    const old = { format: SAVE_FORMAT, version: SAVE_VERSION, mode: 'hotseat', practice: false, start: { kind: 'decks', decks: [PRESET_A, PRESET_B], seed: 4, firstPlayer: 0 }, actions: [], surrenderedBy: null, viewer: 0, handoverTo: null };
    storage.setItem(DUEL_SAVE_KEY, JSON.stringify(old));
    expect(duel().resumeSaved()).toBe(true);
    expect(duel().resumeProblem).toBeNull();
    expect(summary(duel().duel!).format).toBe('advanced');
    expect(summary(duel().duel!).players[0].hand).toHaveLength(5);
  });

  it('a save with an unknown format is set aside with the reason', () => {
    const bad = { format: SAVE_FORMAT, version: SAVE_VERSION, mode: 'hotseat', start: { kind: 'decks', decks: [PRESET_A, PRESET_B], seed: 4, firstPlayer: 0, format: 'edison' }, actions: [] };
    storage.setItem(DUEL_SAVE_KEY, JSON.stringify(bad));
    expect(duel().resumeSaved()).toBe(false);
    expect(duel().resumeProblem).toMatch(/start\.format must be one of advanced, yugi-kaiba, goat/);
  });

  it('the replay of a GOAT duel records the format and plays back in it', () => {
    duel().startDuel('hotseat', { decks: [PRESET_A, PRESET_B], seed: 6, firstPlayer: 1, format: 'goat' });
    duel().surrender();
    const replay = duel().replayOf()!;
    expect(replay.start).toMatchObject({ format: 'goat' });
    const opened = openReplay(JSON.stringify(replay));
    if (!opened.ok) throw new Error(opened.error);
    expect(summary(opened.value.duels[0]!).format).toBe('goat');
    expect(summary(opened.value.duels[0]!).players[1].hand).toHaveLength(6);
  });
});

describe('the Match carries its format', () => {
  wireStores();
  it('every Duel of a Yugi-Kaiba Match plays by it; "again" keeps it; a reload keeps it', () => {
    const starters = STARTER_DECKS.map((d) => PRESETS.find((p) => p.ref === `preset:${d.id}`)!.deck) as [never, never];
    expect(match().startMatch('hotseat', starters, 3, 'yugi-kaiba')).toBe(true);
    expect(match().match?.format).toBe('yugi-kaiba');
    match().toss();
    match().choose(match().match!.chooser!, 'first');
    expect(summary(duel().duel!).format).toBe('yugi-kaiba');
    expect(JSON.parse(storage.getItem(MATCH_SAVE_KEY)!).match.format).toBe('yugi-kaiba');
    duel().surrender();
    match().again();
    expect(match().match?.format).toBe('yugi-kaiba');
  });

  it('(migration) a Match saved before formats resumes as Advanced', () => {
    match().startMatch('hotseat', [PRESETS[0]!.deck, PRESETS[1]!.deck], 5);
    const save = JSON.parse(storage.getItem(MATCH_SAVE_KEY)!);
    delete save.match.format;
    useMatchStore.setState({ match: null, playing: false, records: [] });
    storage.setItem(MATCH_SAVE_KEY, JSON.stringify(save));
    expect(match().resumeSaved()).toBe(true);
    match().toss();
    match().choose(match().match!.chooser!, 'first');
    expect(summary(duel().duel!).format).toBe('advanced');
  });
});
