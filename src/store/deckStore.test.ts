import { beforeEach, describe, expect, it } from 'vitest';
import { cardByName } from '../cards';
import { exportYdk, importYdk, importYdke } from '../decks';
import { activeBanList, installDeckPool, PRESETS, problemsOf } from './deckPool';
import {
  BANLIST_KEY,
  DECKS_KEY,
  deckByRef,
  SAVE_FORMAT,
  setDeckStorage,
  UNREADABLE_KEY,
  useDeckStore,
  type DeckRef,
} from './deckStore';
import { MemoryStorage } from './testing';


const store = () => useDeckStore.getState();
// The presets' cards and the card checks come from the pool, as when the app has loaded the duel's code.
installDeckPool();
const pass = (name: string): string => {
  const card = cardByName(name);
  if (!card) throw new Error(`no card ${name}`);
  return card.passcode;
};
const idOf = (ref: DeckRef) => ref.slice('saved:'.length);
const savedJson = (storage: MemoryStorage) => JSON.parse(storage.getItem(DECKS_KEY) ?? 'null');

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  setDeckStorage(storage);
});

describe('deckStore: saving and loading', () => {
  it('starts with no saved decks and the presets picked', () => {
    expect(store().saved).toEqual([]);
    expect(store().loadProblems).toEqual([]);
    expect(store().picks).toEqual([PRESETS[0]!.ref, PRESETS[1]!.ref]);
  });

  it('creates, edits, saves and loads a deck again from storage', () => {
    const ref = store().createDeck('My Deck');
    expect(store().open).toBe(ref);
    store().addCard(pass('Dark Magician'), 'main');
    store().addCard(pass('Dark Magician'), 'main');
    store().addCard(pass('Celtic Guardian'), 'side');
    expect(store().dirty).toBe(true);
    // Not written until saved.
    expect(savedJson(storage).decks[0].deck.main).toEqual([]);
    expect(store().saveDraft()).toBe(true);
    expect(store().dirty).toBe(false);
    const file = savedJson(storage);
    expect(file).toMatchObject({ format: SAVE_FORMAT, version: 1 });
    expect(file.decks[0].deck).toEqual({ name: 'My Deck', main: [pass('Dark Magician'), pass('Dark Magician')], extra: [], side: [pass('Celtic Guardian')] });

    store().reload();
    expect(store().saved).toHaveLength(1);
    expect(deckByRef(store(), ref)?.main).toHaveLength(2);
  });

  it('removes and moves single copies', () => {
    store().createDeck('D');
    store().addCard(pass('Battle Ox'), 'main');
    store().addCard(pass('Battle Ox'), 'main');
    store().moveCard(pass('Battle Ox'), 'main', 'side');
    expect(store().draft).toMatchObject({ main: [pass('Battle Ox')], side: [pass('Battle Ox')] });
    store().removeCard(pass('Battle Ox'), 'main');
    expect(store().draft?.main).toEqual([]);
    store().revertDraft();
    expect(store().draft?.side).toEqual([]);
  });

  it('renames (refusing an empty name), duplicates and deletes', () => {
    const ref = store().createDeck('Alpha');
    expect(store().renameDeck(idOf(ref), 'Beta')).toBe(true);
    expect(deckByRef(store(), ref)?.name).toBe('Beta');
    expect(store().renameDeck(idOf(ref), '   ')).toBe(false);
    expect(store().notice?.text).toMatch(/name/);
    expect(deckByRef(store(), ref)?.name).toBe('Beta');

    const copy = store().duplicateDeck(ref)!;
    expect(deckByRef(store(), copy)?.name).toBe('Copy of Beta');
    expect(store().open).toBe(copy);
    const again = store().createDeck('Beta');
    expect(deckByRef(store(), again)?.name).toBe('Beta (2)');

    store().setPick(0, ref);
    store().deleteDeck(idOf(ref));
    expect(store().saved.map((s) => s.deck.name)).toEqual(['Copy of Beta', 'Beta (2)']);
    expect(store().picks[0]).toBe(PRESETS[0]!.ref);
    store().reload();
    expect(store().saved).toHaveLength(2);
  });

  it('keeps presets read-only and copies them', () => {
    const preset = PRESETS[0]!;
    store().openDeck(preset.ref);
    store().addCard(pass('Dark Magician'), 'main');
    expect(store().draft?.main).toHaveLength(40);
    expect(store().dirty).toBe(false);
    expect(store().saveDraft()).toBe(false);
    expect(store().notice?.text).toMatch(/read-only/);
    const copy = store().duplicateDeck(preset.ref)!;
    expect(deckByRef(store(), copy)).toMatchObject({ name: `${preset.deck.name} (2)`, main: preset.deck.main });
    expect(problemsOf(store(), deckByRef(store(), copy)!)).toEqual([]);
  });

  it('reports a broken saved deck, loads the others, and sets the list as it was aside', () => {
    const good = { id: 'a', deck: { name: 'Good', main: [pass('Battle Ox')], extra: [], side: [] } };
    const bad = { id: 'b', deck: { name: 'Bad', main: ['not-a-passcode'], extra: [], side: [] } };
    const raw = JSON.stringify({ format: SAVE_FORMAT, version: 1, decks: [bad, good, 42] });
    storage.setItem(DECKS_KEY, raw);
    store().reload();
    expect(store().saved.map((s) => s.deck.name)).toEqual(['Good']);
    expect(store().loadProblems).toHaveLength(3);
    expect(store().loadProblems[0]).toMatch(/Saved deck 1 “Bad” could not be loaded: Not a deck: main entry 1 must be an 8-digit passcode/);
    expect(store().loadProblems[1]).toMatch(/Saved deck 3 could not be loaded/);
    expect(store().loadProblems[2]).toMatch(/set aside: download it from the start screen/);
    expect(storage.getItem(UNREADABLE_KEY)).toBe(raw);
    expect(store().unreadable).toEqual([]);
    // Working on: the good deck can be edited and saved.
    store().openDeck('saved:a');
    store().addCard(pass('Battle Ox'), 'main');
    expect(store().saveDraft()).toBe(true);
    expect(savedJson(storage).decks).toEqual([{ id: 'a', deck: { ...good.deck, main: [pass('Battle Ox'), pass('Battle Ox')] } }]);
    expect(storage.getItem(UNREADABLE_KEY)).toBe(raw);
  });

  it('keeps a broken saved deck in the list when no copy can be set aside', () => {
    const good = { id: 'a', deck: { name: 'Good', main: [pass('Battle Ox')], extra: [], side: [] } };
    const bad = { id: 'b', deck: { name: 'Bad', main: ['not-a-passcode'], extra: [], side: [] } };
    storage.setItem(DECKS_KEY, JSON.stringify({ format: SAVE_FORMAT, version: 1, decks: [bad, good] }));
    storage.failWrites = true;
    store().reload();
    storage.failWrites = false;
    expect(store().saved.map((s) => s.deck.name)).toEqual(['Good']);
    expect(store().unreadable).toHaveLength(1);
    store().openDeck('saved:a');
    store().addCard(pass('Battle Ox'), 'main');
    expect(store().saveDraft()).toBe(true);
    expect(savedJson(storage).decks).toEqual([{ id: 'a', deck: { ...good.deck, main: [pass('Battle Ox'), pass('Battle Ox')] } }, bad]);
    store().discardUnreadable();
    expect(savedJson(storage).decks).toHaveLength(1);
  });

  it('says a full storage in words, with the browser’s own text one click away', () => {
    store().createDeck('Mine');
    storage.failWrites = true;
    store().addCard(pass('Battle Ox'), 'main');
    expect(store().saveDraft()).toBe(false);
    expect(store().notice).toMatchObject({ tone: 'error', technical: 'QuotaExceededError: full' });
    expect(store().notice!.text).toBe('Could not save your decks in this browser: the browser’s storage is full. Your changes are still here; export the deck as a file to keep it.');
    expect(store().dirty).toBe(true);
  });

  it('reports a save that is not JSON and keeps a copy aside before writing', () => {
    storage.setItem(DECKS_KEY, '{oops');
    store().reload();
    expect(store().saved).toEqual([]);
    expect(store().loadProblems[0]).toMatch(/not valid JSON/);
    expect(storage.getItem(UNREADABLE_KEY)).toBe('{oops');
    store().createDeck('Fresh');
    expect(savedJson(storage).decks).toHaveLength(1);
    expect(storage.getItem(UNREADABLE_KEY)).toBe('{oops');
  });

  it('does not load a save from a newer version', () => {
    storage.setItem(DECKS_KEY, JSON.stringify({ format: SAVE_FORMAT, version: 2, decks: [] }));
    store().reload();
    expect(store().loadProblems[0]).toMatch(/newer version/);
  });

  it('imports a deck as a new deck and lists unknown passcodes; a malformed file changes nothing', () => {
    const text = `#main\n${pass('Battle Ox')}\n99999999\n#extra\n!side\n${pass('Uraby')}\n`;
    expect(store().importDeck(importYdk(text, { name: 'From file' }), 'deck.ydk')).toBe(true);
    expect(store().saved).toHaveLength(1);
    expect(store().draft).toMatchObject({ name: 'From file', main: [pass('Battle Ox')], side: [pass('Uraby')] });
    // The left-out cards go with the notice, for the view to list by name (leftOutInWords).
    expect(store().notice?.leftOut).toEqual([{ section: 'main', passcode: '99999999', copies: 1 }]);

    const before = savedJson(storage);
    expect(store().importDeck(importYdk('hello\n'), 'bad.ydk')).toBe(false);
    expect(store().notice).toMatchObject({ tone: 'error' });
    expect(store().notice?.text).toMatch(/Nothing was changed/);
    expect(savedJson(storage)).toEqual(before);
    expect(store().importDeck(importYdke('ydke://!!!'), 'URL')).toBe(true);
    expect(exportYdk(store().draft!)).toContain('#main');
  });

  it('switches the Forbidden & Limited list, imports one, and refuses a bad one', () => {
    expect(activeBanList(store())?.name).toMatch(/Sample/);
    store().setBanChoice('none');
    expect(activeBanList(store())).toBeNull();
    const list = { name: 'House list', forbidden: ['Dark Magician'], limited: [], semiLimited: [] };
    expect(store().importBanList(JSON.stringify(list), 'house.json')).toBe(true);
    expect(activeBanList(store())?.name).toBe('House list');
    const preset = PRESETS[0]!.deck;
    expect(problemsOf(store(), preset).map((p) => p.message)).toContain('3 copies of Dark Magician; it is Forbidden');

    expect(store().importBanList('{"name":"x"}', 'bad.json')).toBe(false);
    expect(store().notice?.text).toMatch(/Not a usable Forbidden & Limited list/);
    expect(activeBanList(store())?.name).toBe('House list');

    store().reload();
    expect(store().banChoice).toBe('custom');
    expect(activeBanList(store())?.name).toBe('House list');
    storage.setItem(BANLIST_KEY, JSON.stringify({ version: 1, choice: 'custom', custom: { name: '' } }));
    store().reload();
    expect(store().banChoice).toBe('default');
    expect(store().loadProblems[0]).toMatch(/could not be loaded/);
  });
});
