/**
 * Nothing lost from storage (issue 37 item 2): a stored replay list, deck list, Match or duel that
 * cannot be read is set aside under a key of its own, never overwritten by the next save, listed for
 * the start screen, and can be downloaded. The "loss" tests look only at what storage holds, so they
 * describe the loss whatever the mechanism (each failed before this module existed).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalActions } from '../engine';
import { MemoryStorage } from './testing';

let storage: MemoryStorage;
beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Every value storage holds, whatever its key. */
const values = () => [...storage.items.values()];

/** A page load: the stores are created afresh from what storage holds. */
async function load() {
  const duel = await import('./duelStore');
  const match = await import('./matchStore');
  const replays = await import('./replayStore');
  const decks = await import('./deckStore');
  const aside = await import('./setAside');
  decks.setDeckStorage(storage);
  (await import('./owners')).connectStores();
  return { duel: duel.useDuelStore, match: match.useMatchStore, replays: replays.useReplayStore, decks: decks.useDeckStore, aside: aside.useSetAsideStore, keys: { duel: duel.DUEL_SAVE_KEY, match: match.MATCH_SAVE_KEY, replays: replays.REPLAYS_KEY, decks: decks.DECKS_KEY } };
}

async function finishedReplay() {
  const { duel } = await load();
  duel.getState().startDuel('hotseat', { decks: [{ main: ['Celtic Guardian'] }, { main: ['Celtic Guardian'] }], seed: 1, firstPlayer: 0 });
  duel.getState().surrender();
  const replay = duel.getState().replayOf()!;
  duel.getState().backToStart();
  return replay;
}

describe('a stored replay list that cannot be read', () => {
  it('is kept when the next "Save replay" writes: 3 saved replays do not become 1', async () => {
    const replay = await finishedReplay();
    const three = JSON.stringify([1, 2, 3].map((n) => ({ id: `r${n}`, title: `Duel ${n}`, text: JSON.stringify(replay) })));
    // Cut short, as an interrupted write or an eviction leaves it.
    const damaged = three.slice(0, -20);
    storage.clear();
    storage.setItem('duelmat:replays', damaged);
    vi.resetModules();
    const { replays } = await load();
    expect(replays.getState().saved).toEqual([]);
    replays.getState().save(replay, 'Duel 4');
    expect(JSON.parse(storage.getItem('duelmat:replays')!)).toHaveLength(1);
    expect(values()).toContain(damaged);
  });

  it('keeps the entries it can read, and sets the whole list aside once', async () => {
    const replay = await finishedReplay();
    const list = JSON.stringify([{ id: 'a', title: 'Good', text: JSON.stringify(replay) }, { id: 'b', title: 42 }, { id: 'c', title: 'Also good', text: '{}' }]);
    storage.clear();
    storage.setItem('duelmat:replays', list);
    vi.resetModules();
    const { replays, aside } = await load();
    expect(replays.getState().saved.map((r) => r.title)).toEqual(['Good', 'Also good']);
    expect(values()).toContain(list);
    expect(aside.getState().items.map((i) => [i.kind, i.text])).toEqual([['replays', list]]);
    expect(aside.getState().items[0]!.reason).toMatch(/Your saved replays could not be read \(1 of its 3 entries is not a saved replay\)\. The list was set aside\. The 2 that could be read are still listed\./);
    // A second page load finds a readable list: nothing more is set aside.
    vi.resetModules();
    const again = await load();
    expect(again.replays.getState().saved).toHaveLength(2);
    expect(again.aside.getState().items).toHaveLength(1);
  });
});

describe('a saved duel that cannot be resumed', () => {
  it('is not overwritten by the next one set aside: two damaged saves are both kept', async () => {
    const { duel, aside, keys } = await load();
    storage.setItem(keys.duel, '{first damaged save');
    expect(duel.getState().resumeSaved()).toBe(false);
    storage.setItem(keys.duel, '{second damaged save');
    expect(duel.getState().resumeSaved()).toBe(false);
    expect(values()).toEqual(expect.arrayContaining(['{first damaged save', '{second damaged save']));
    expect(aside.getState().items.map((i) => i.text)).toEqual(['{first damaged save', '{second damaged save']);
    expect(aside.getState().items[1]!.reason).toBe('The duel saved in this browser could not be resumed: it is not JSON. It was set aside.');
  });
});

describe('a Match whose Duel on the mat cannot be resumed', () => {
  it('comes back on its own screens, and the set-aside Duel is listed for the player', async () => {
    const { duel, match, aside, keys } = await load();
    const { PRESETS } = await import('./deckPool');
    match.getState().startMatch('hotseat', [PRESETS[0]!.deck, PRESETS[1]!.deck], 5);
    match.getState().toss();
    match.getState().choose(match.getState().match!.chooser!, 'first');
    for (let i = 0; i < 6; i++) {
      if (duel.getState().handoverTo !== null) duel.getState().confirmHandover();
      duel.getState().dispatch(legalActions(duel.getState().duel!).at(-1)!);
    }
    const damaged = storage.getItem(keys.duel)!.replace('"actions":[', '"actions":[{"type":"attack","card":"0:1","target":"direct"},');
    const saved = new Map(storage.items);
    saved.set(keys.duel, damaged);

    vi.resetModules();
    storage.clear();
    for (const [k, v] of saved) storage.setItem(k, v);
    const page = await load();
    expect(page.match.getState().resumeSaved()).toBe(true);
    expect(page.match.getState().playing).toBe(false);
    expect(values()).toContain(damaged);
    expect(page.aside.getState().items.map((i) => [i.kind, i.text])).toEqual([['duel', damaged]]);
    expect(page.aside.getState().items[0]!.reason).toMatch(/^The duel saved in this browser could not be resumed: action 1 of \d+ is not legal there/);
    void aside;
  });
});

describe('a saved deck list that cannot be read', () => {
  it('is not overwritten by the next one set aside: two damaged lists are both kept', async () => {
    const { decks, keys } = await load();
    storage.setItem(keys.decks, '{first damaged list');
    decks.getState().reload();
    decks.getState().createDeck('Fresh');
    storage.setItem(keys.decks, '{second damaged list');
    decks.getState().reload();
    decks.getState().createDeck('Fresher');
    expect(values()).toEqual(expect.arrayContaining(['{first damaged list', '{second damaged list']));
  });

  it('with one deck that does not parse: the list as it was is set aside, the others load and are written back alone', async () => {
    const { decks, aside, keys } = await load();
    const good = { id: 'a', deck: { name: 'Good', main: ['46986414'], extra: [], side: [] } };
    const bad = { id: 'b', deck: { name: 'Bad', main: ['not-a-passcode'], extra: [], side: [] } };
    const raw = JSON.stringify({ format: 'duelmat/decks', version: 1, decks: [bad, good] });
    storage.setItem(keys.decks, raw);
    decks.getState().reload();
    expect(decks.getState().saved.map((s) => s.deck.name)).toEqual(['Good']);
    expect(values()).toContain(raw);
    expect(JSON.parse(storage.getItem(keys.decks)!).decks).toEqual([good]);
    expect(aside.getState().items.map((i) => i.kind)).toEqual(['decks']);
    expect(aside.getState().items[0]!.reason).toMatch(/^1 of your saved decks could not be loaded \(Saved deck 1 “Bad” could not be loaded: Not a deck: main entry 1 must be an 8-digit passcode/);
  });
});

describe('the set-aside copies', () => {
  it('of an earlier visit are listed on the next, with their reason; Delete removes one for good; Dismiss only hides', async () => {
    const first = await load();
    storage.setItem(first.keys.match, '{"format":"duelmat-match","version":1,"mode":"online"}');
    expect(first.match.getState().resumeSaved()).toBe(false);
    vi.resetModules();
    const { aside } = await load();
    expect(aside.getState().items).toHaveLength(1);
    expect(aside.getState().items[0]).toMatchObject({ kind: 'match', key: 'duelmat:match:set-aside', text: expect.stringContaining('online') });
    expect(aside.getState().items[0]!.reason).toMatch(/^The Match saved in this browser could not be resumed: it is not a duelmat Match save \(mode /);
    aside.getState().dismiss();
    expect(aside.getState().dismissed).toBe(true);
    expect(aside.getState().items).toHaveLength(1);
    aside.getState().discard(aside.getState().items[0]!.id);
    expect(aside.getState().items).toEqual([]);
    expect(storage.items.size).toBe(0);
  });

  it('when storage refuses the copy: the original stays where it was, and the notice says to download it now', async () => {
    const { duel, aside, keys } = await load();
    storage.setItem(keys.duel, '{damaged');
    storage.failWrites = true;
    expect(duel.getState().resumeSaved()).toBe(false);
    expect(storage.getItem(keys.duel)).toBe('{damaged');
    expect(aside.getState().items).toMatchObject([{ kind: 'duel', key: null, text: '{damaged' }]);
    expect(aside.getState().items[0]!.reason).toMatch(/It could not be kept in this browser \(the browser’s storage is full\): download it now, or it is gone when this page closes\.$/);
  });

  it('the same text is kept once; past the most copies kept, a new one stays in this page only', async () => {
    const { duel, aside, keys } = await load();
    const { MAX_SET_ASIDE } = await import('./setAside');
    storage.setItem(keys.duel, '{same');
    duel.getState().resumeSaved();
    storage.setItem(keys.duel, '{same');
    duel.getState().resumeSaved();
    expect(aside.getState().items).toHaveLength(1);
    for (let i = 1; i < MAX_SET_ASIDE; i++) {
      storage.setItem(keys.duel, `{copy ${i}`);
      duel.getState().resumeSaved();
    }
    expect(aside.getState().items.filter((i) => i.key !== null)).toHaveLength(MAX_SET_ASIDE);
    storage.setItem(keys.duel, '{one more');
    duel.getState().resumeSaved();
    expect(aside.getState().items.at(-1)).toMatchObject({ key: null, text: '{one more' });
    expect(aside.getState().items.at(-1)!.reason).toMatch(/already keeps 10 set-aside copies of your saved duel/);
  });
});
