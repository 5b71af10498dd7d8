/**
 * Malformed input on every import path (issue 14): a scenario link, a replay file, a saved duel, a
 * .ydk file and a ydke:// URL. Each is refused with a clear message, and the app's state is what
 * it was before (no duel started, no deck added, no replay opened, nothing saved over).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importYdk, importYdke } from '../decks';
import { DECKS_KEY, setDeckStorage, useDeckStore } from '../store/deckStore';
import { DUEL_SAVE_KEY, useDuelStore } from '../store/duelStore';
import { positionFromSearch } from '../store/position';
import { useReplayStore } from '../store/replayStore';
import { MemoryStorage } from '../store/testing';


let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  setDeckStorage(storage);
  useDeckStore.getState().reload();
});
afterEach(() => {
  useDuelStore.getState().backToStart();
  useDuelStore.setState({ resumeProblem: null, error: null });
  useReplayStore.setState({ opened: null, notice: null });
  vi.unstubAllGlobals();
});

/** Everything a refused input must leave as it was. */
const appState = () => ({
  screen: useDuelStore.getState().screen,
  duel: useDuelStore.getState().duel,
  decks: useDeckStore.getState().saved,
  storedDecks: storage.getItem(DECKS_KEY),
  opened: useReplayStore.getState().opened,
  savedReplays: useReplayStore.getState().saved,
});

type Path = (input: string) => string | null;

/** Each path as the app uses it; returns the message shown, or null if the input was taken. */
/** The deck notice as a player reads it: its sentence, then the cards it lists as left out (the view shows them by name). */
const noticeWithList = (): string => {
  const { text, leftOut } = useDeckStore.getState().notice!;
  return leftOut ? `${text} [left out: ${leftOut.map((x) => `${x.section} ${x.passcode} ×${x.copies}`).join(', ')}]` : text;
};

const PATHS: Record<string, Path> = {
  scenario: (input) => {
    const link = positionFromSearch(`?scenario=${encodeURIComponent(input)}`);
    if (link && 'error' in link) return link.error;
    // The start screen offers no button for a refused position; started anyway, the store refuses it too.
    return 'taken';
  },
  replay: (input) => (useReplayStore.getState().open(input, 'the file') ? null : useReplayStore.getState().notice!.text),
  save: (input) => {
    storage.setItem(DUEL_SAVE_KEY, input);
    return useDuelStore.getState().resumeSaved() ? null : useDuelStore.getState().resumeProblem;
  },
  ydk: (input) => (useDeckStore.getState().importDeck(importYdk(input), 'deck.ydk') ? null : useDeckStore.getState().notice!.text),
  ydke: (input) => (useDeckStore.getState().importDeck(importYdke(input), 'the URL') ? null : noticeWithList()),
};

const save = (over: Record<string, unknown>) => JSON.stringify({ format: 'duelmat-duel', version: 1, mode: 'computer', start: { kind: 'decks', decks: [{ main: ['Celtic Guardian'] }, { main: ['Celtic Guardian'] }], seed: 1, firstPlayer: 0 }, actions: [], ...over });
const replayFile = (over: Record<string, unknown>) =>
  JSON.stringify({ format: 'duelmat-replay', version: 1, names: ['A', 'B'], mode: 'hotseat', start: { kind: 'decks', decks: [{ main: ['Celtic Guardian'] }, { main: ['Celtic Guardian'] }], seed: 1, firstPlayer: 0 }, actions: [], surrenderedBy: null, result: { winner: null, turn: 1, lp: [8000, 8000] }, ...over });

const ROWS: [keyof typeof PATHS, string, string, RegExp][] = [
  ['scenario', 'not JSON', '{turn: 3', /not readable \(it must be scenario JSON\)/],
  ['scenario', 'an unknown card', JSON.stringify({ players: [{ hand: ['No Such Card'] }, {}] }), /cannot be played.*No Such Card/],
  ['scenario', 'six monsters', JSON.stringify({ players: [{ monsters: Array(6).fill({ card: 'Celtic Guardian' }) }, {}] }), /cannot be played/],
  ['scenario', 'a Spell in a Monster Zone', JSON.stringify({ players: [{ monsters: [{ card: 'Dark Hole' }] }, {}] }), /cannot be played/],
  ['scenario', 'not an object', '42', /cannot be played/],
  ['replay', 'empty text', '', /not JSON/],
  ['replay', 'another JSON file', '{"name":"deck"}', /not a duelmat replay/],
  ['replay', 'a newer version', replayFile({ version: 2 }), /newer version of duelmat/],
  ['replay', 'no result', replayFile({ result: undefined }), /not a duelmat replay: result/],
  ['replay', 'an action that is not legal', replayFile({ actions: [{ type: 'attack', card: '0:1', target: 'direct' }] }), /does not play out with this version's rules: action 1 of 1 is not legal/],
  ['replay', 'a deck with an unknown card', replayFile({ start: { kind: 'decks', decks: [{ main: ['Nope'] }, { main: [] }], seed: 1, firstPlayer: 0 } }), /start cannot be set up/],
  ['replay', 'actions that are not a list', replayFile({ actions: {} }), /actions must be a list/],
  ['save', 'not JSON', '{oops', /is not JSON/],
  ['save', 'a newer version', save({ version: 7 }), /newer version of duelmat/],
  ['save', 'no start', save({ start: null }), /not a duelmat save/],
  ['save', 'a seed that is not a number', save({ start: { kind: 'decks', decks: [{ main: [] }, { main: [] }], seed: 'x', firstPlayer: 0 } }), /not a duelmat save/],
  ['save', 'an illegal action', save({ actions: [{ type: 'nextPhase', to: 'battle' }] }), /action 1 of 1 is not legal there/],
  ['save', 'an unknown mode', save({ mode: 'online' }), /mode must be "computer" or "hotseat"/],
  ['ydk', 'no #main', '!side\n46986414', /no #main section/],
  ['ydk', 'a card name', '#main\nDark Magician', /"Dark Magician" is neither a passcode/],
  ['ydk', 'a number too long', '#main\n123456789012', /too long to be a passcode/],
  ['ydk', 'only unknown cards', '#main\n42\n43', /None of the 2 cards in it is in the card pool/],
  ['ydk', 'binary garbage', '\u0000\u0001\u0002#main', /^Could not import deck.ydk: The .ydk file is not text \(it holds binary data\), so it is not a deck. Nothing was changed.$/],
  ['ydke', 'another prefix', 'https://example.com/deck', /must start with "ydke:\/\/"/],
  ['ydke', 'two sections', 'ydke://AAAA!!', /has 2 parts; it needs 3/],
  ['ydke', 'bad base64', 'ydke://@@@@!!!', /not valid base64/],
  ['ydke', 'a cut passcode', 'ydke://o6lXBZyF!!!', /not a whole number of 4-byte passcodes/],
  ['ydke', 'only unknown cards', 'ydke://KgAAAA==!!!', /^Could not import the URL: Its only card is not in the card pool\. Nothing was changed\. \[left out: main 42 ×1\]$/],
];

describe('malformed input on every import path is refused with a clear message, and nothing changes', () => {
  it('covers every path', () => {
    expect(new Set(ROWS.map(([path]) => path))).toEqual(new Set(Object.keys(PATHS)));
  });

  it.each(ROWS)('%s: %s', (path, _what, input, message) => {
    useDuelStore.getState().startDuel('hotseat');
    useDuelStore.getState().backToStart();
    const before = appState();
    const shown = PATHS[path]!(input);
    expect(shown).toMatch(message);
    expect(appState()).toEqual(before);
  });
});
