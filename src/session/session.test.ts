import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardName, legalActions, summary, type Action, type DeckList, type Duel, type Scenario } from '../engine';
import { PRESET_DECKS } from '../cards/decks';
import { begin, passBySetting, perform, performForViewer, resume, surrender, toReplay, toSave, undo, type DuelSession, type SessionPolicy } from './session';
import { createComputer } from './computer';

/*
 * The duel session is data (issue 35): pure functions from a session to the next, so saving, undo
 * and replays are functions of the record, and the store only mirrors it. These tests use no store,
 * no storage and (but for the computer driver) no timers.
 */
const decks: [DeckList, DeckList] = [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }];
const AUTO: SessionPolicy = { chainPrompts: 'auto' };
const noSeed = (): number => {
  throw new Error('the setup has its seed: none may be drawn');
};
const ok = <T>(r: { ok: true; value: T } | { ok: false; error: string } | null): T => {
  if (!r || !r.ok) throw new Error(r ? r.error : 'refused');
  return r.value;
};
const started = (mode: 'computer' | 'hotseat', extra: { practice?: boolean } = {}) => ok(begin(mode, { decks, seed: 7, firstPlayer: 0, ...extra }, noSeed, AUTO));

/** Battle Ox Summoned into a set Trap Hole: a response window opens for player 2. */
const TRAP_HOLE: Scenario = {
  turn: 3, turnPlayer: 0, phase: 'main1', seed: 5,
  players: [
    { hand: ['Battle Ox'], deck: ['Mystical Elf', 'Feral Imp'], monsters: [{ card: 'Celtic Guardian' }] },
    { deck: ['Mystical Elf', 'Feral Imp'], spellTraps: [{ card: 'Trap Hole', faceUp: false }] },
  ],
};
const oxOf = (duel: Duel): Action => legalActions(duel).find((a) => a.type === 'normalSummon' && cardName(duel, a.card) === 'Battle Ox')!;

describe('the duel session', () => {
  it('begins from its setup alone: the same setup and seed give the same session, and a given seed draws none', () => {
    const a = started('hotseat');
    const b = started('hotseat');
    expect(summary(a.duel)).toEqual(summary(b.duel));
    expect(a.log).toEqual(b.log);
    expect(a.start).toMatchObject({ kind: 'decks', seed: 7, firstPlayer: 0, keepSecrets: true });
    expect(a.actions).toEqual([]);
    expect(ok(begin('computer', { decks }, () => 99, AUTO)).start).toMatchObject({ seed: 99 });
  });

  it('refuses an action with the engine’s reason and leaves the session as it was', () => {
    const s = started('computer');
    const refused = perform(s, 0, { type: 'nextPhase', to: 'battle' }, AUTO);
    expect(refused.ok).toBe(false);
    expect(s.actions).toEqual([]);
    expect(performForViewer(surrender(s), { type: 'nextPhase', to: 'end' }, AUTO)).toEqual({ ok: false, error: 'The duel is over.' });
  });

  it('passes a window by the prompt setting, recorded with no decider; in hotseat Always hands the device over', () => {
    const s = ok(begin('hotseat', { scenario: TRAP_HOLE }, noSeed, { chainPrompts: 'never' }));
    const never = ok(perform(s, 0, oxOf(s.duel), { chainPrompts: 'never' }));
    expect(never.handoverTo).toBeNull();
    expect(never.deciders).toEqual([0, null]);
    expect(never.actions.at(-1)?.type).toBe('pass');

    const always = ok(perform(s, 0, oxOf(s.duel), { chainPrompts: 'always' }));
    expect(always.handoverTo).toBe(1);
    expect(always.deciders).toEqual([0]);
    // The setting changed to Never while the cover is up: nothing is passed until the device is taken.
    expect(passBySetting(always, { chainPrompts: 'never' })).toBe(always);
  });

  it('saves as start + actions and resumes exactly where it was (duel, log, viewer, cover)', () => {
    let s: DuelSession = started('hotseat');
    for (let i = 0; i < 12; i++) s = ok(perform(s, s.handoverTo ?? s.viewer, legalActions(s.duel).at(-1)!, AUTO));
    const save = JSON.parse(JSON.stringify(toSave(s)));
    const back = ok(resume(save));
    expect(summary(back.duel)).toEqual(summary(s.duel));
    expect(back.log.map((l) => l.text)).toEqual(s.log.map((l) => l.text));
    expect([back.viewer, back.handoverTo, back.deciders]).toEqual([s.viewer, s.handoverTo, s.deciders]);
  });

  it('undo in practice goes back to the human’s previous decision; a session with an owner is never practice', () => {
    const s = started('computer', { practice: true });
    const set = legalActions(s.duel).find((a) => a.type === 'setMonster')!;
    const after = ok(perform(s, 0, set, AUTO));
    const back = ok(undo(after, AUTO));
    expect(summary(back.duel)).toEqual(summary(s.duel));
    expect(back.log).toEqual(s.log);
    expect(undo(back, AUTO)).toBeNull();
    expect(ok(begin('computer', { decks, seed: 7, practice: true, owner: { kind: 'tutorial' } }, noSeed, AUTO)).practice).toBe(false);
  });

  it('a surrender ends it once, and the replay records who gave up', () => {
    const s = started('computer');
    expect(toReplay(s, 'easy')).toBeNull();
    const over = surrender(s);
    expect(over.end).toEqual({ winner: 1, reasons: ['You surrendered', 'Your opponent surrendered'], neutral: 'Player 1 surrendered' });
    expect(surrender(over)).toBe(over);
    expect(toReplay(over, 'easy')).toMatchObject({ names: ['You', 'Computer (easy)'], surrenderedBy: 0, result: { winner: 1 } });
  });
});

describe('the computer driver of a session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A session where the computer (player 1) moves first. */
  const computerFirst = () => ok(begin('computer', { decks, seed: 7, firstPlayer: 1 }, noSeed, AUTO));
  const settings = { level: 'easy', fast: false, delayMs: 300 } as const;
  const drive = (fixedSeed: number) => {
    const played: Action[] = [];
    const computer = createComputer({ fixedSeed, randomSeed: noSeed, thinking: () => undefined, play: (_from, a) => (played.push(a), true), thinker: { think: () => null, terminate: () => undefined } });
    return { played, computer };
  };

  it('moves after its pause, with seeds from the fixed seed (the same move every time)', () => {
    const one = drive(3);
    one.computer.consider(computerFirst(), settings);
    vi.advanceTimersByTime(299);
    expect(one.played).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(one.played).toHaveLength(1);
    const two = drive(3);
    two.computer.consider(computerFirst(), settings);
    vi.advanceTimersByTime(300);
    expect(two.played).toEqual(one.played);
  });

  it('drops its plan when stopped (the session left) or when it is not its move', () => {
    const { played, computer } = drive(3);
    computer.consider(computerFirst(), settings);
    computer.stop();
    vi.advanceTimersByTime(10_000);
    computer.consider(started('computer'), settings);
    vi.advanceTimersByTime(10_000);
    expect(played).toEqual([]);
  });
});
