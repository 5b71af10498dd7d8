/** Replays (issue 14): what a finished duel exports plays back to the same result; a changed one says so. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalActions, type DeckList } from '../engine';
import { PRESET_DECKS } from '../cards/decks';
import { useDuelStore } from './duelStore';
import { openReplay, turnWords } from './replay';
import { useReplayStore } from './replayStore';

const store = () => useDuelStore.getState();
const decks: [DeckList, DeckList] = [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }];

/** Plays the hotseat duel to its end, always taking the first legal action but ending turns late. */
function playToEnd() {
  for (let i = 0; i < 5000 && store().duel!.winner === null; i++) {
    if (store().handoverTo !== null) store().confirmHandover();
    const legal = legalActions(store().duel!);
    const pick = legal.find((a) => a.type === 'attack') ?? legal.find((a) => a.type === 'normalSummon') ?? legal.at(-1)!;
    store().dispatch(pick);
  }
}

describe('replays', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    store().backToStart();
    vi.useRealTimers();
  });

  it('a finished duel exports a replay that plays back, action by action, to the same result', () => {
    store().startDuel('hotseat', { decks, seed: 21, firstPlayer: 0 });
    expect(store().replayOf()).toBeNull();
    playToEnd();
    const replay = store().replayOf()!;
    expect(replay).toMatchObject({ format: 'duelmat-replay', version: 1, names: ['Player 1', 'Player 2'], start: { kind: 'decks', seed: 21 } });
    expect(replay.result.winner).toBe(store().duel!.winner);
    const opened = openReplay(JSON.stringify(replay));
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.mismatch).toBeNull();
    expect(opened.value.duels).toHaveLength(replay.actions.length + 1);
    expect(JSON.stringify(opened.value.duels.at(-1))).toBe(JSON.stringify(store().duel));
  });

  it('a surrendered duel replays with the surrender recorded', () => {
    store().startDuel('hotseat', { decks, seed: 3, firstPlayer: 0 });
    // A Set (no Summon, so the device stays with Player 1: a Summon would hand it to Player 2 to respond).
    store().dispatch(legalActions(store().duel!).find((a) => a.type === 'setMonster')!);
    store().surrender();
    const replay = store().replayOf()!;
    expect(replay.surrenderedBy).toBe(0);
    expect(replay.result.winner).toBe(1);
    const opened = openReplay(JSON.stringify(replay));
    expect(opened.ok && opened.value.mismatch).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['LP that are not whole', { lp: [0.5, 8000] }, 'result.lp.0 must be a whole number of 0 or more'],
    ['a turn of text', { turn: 'three' }, 'result.turn must be a whole number from 1 to 10,000'],
  ])('a replay file whose recorded result has %s is refused, naming the field', (_what, result, message) => {
    store().startDuel('hotseat', { decks, seed: 3, firstPlayer: 0 });
    store().surrender();
    const replay = store().replayOf()!;
    const opened = openReplay(JSON.stringify({ ...replay, result: { ...replay.result, ...result } }));
    expect(opened).toEqual({ ok: false, error: `The file is not a duelmat replay: ${message}` });
  });

  it('a replay whose actions now end differently says so, naming both results', () => {
    store().startDuel('hotseat', { decks, seed: 21, firstPlayer: 0 });
    playToEnd();
    const replay = store().replayOf()!;
    const changed = { ...replay, result: { ...replay.result, turn: replay.result.turn + 1 } };
    const opened = openReplay(JSON.stringify(changed));
    expect(opened.ok && opened.value.mismatch).toMatch(/^This replay does not play out to the result it recorded \(.* on turn \d+ .*\); with this version's rules it ends with .* on turn \d+/);
  });

  it('says whose turn it is in words that read: "Your turn", not "You’s turn" (issue 36)', () => {
    expect(turnWords('You')).toBe('Your turn');
    expect(turnWords('Computer (normal)')).toBe('Computer (normal)’s turn');
    expect(turnWords('Player 2')).toBe('Player 2’s turn');
  });

  it('the viewer plays on by itself until the last position, then stops; Play at the end starts again from the start (issue 36)', () => {
    store().startDuel('hotseat', { decks, seed: 3, firstPlayer: 0 });
    store().dispatch(legalActions(store().duel!).find((a) => a.type === 'setMonster')!);
    store().dispatch(legalActions(store().duel!).find((a) => a.type === 'nextPhase')!);
    store().surrender();
    const viewer = useReplayStore.getState();
    expect(viewer.open(JSON.stringify(store().replayOf()), 'a test')).toBe(true);
    const last = useReplayStore.getState().opened!.duels.length - 1;
    expect(last).toBeGreaterThanOrEqual(2);
    expect(useReplayStore.getState()).toMatchObject({ at: 0, playing: false, viewer: 0 });
    viewer.setPlaying(true);
    for (let i = 1; i < last; i++) {
      viewer.step(1);
      expect(useReplayStore.getState()).toMatchObject({ at: i, playing: true });
    }
    viewer.step(1);
    expect(useReplayStore.getState()).toMatchObject({ at: last, playing: false });
    viewer.setPlaying(true);
    expect(useReplayStore.getState()).toMatchObject({ at: 0, playing: true });
    viewer.setViewer(1);
    viewer.close();
    expect(useReplayStore.getState()).toMatchObject({ opened: null, playing: false });
  });
});
