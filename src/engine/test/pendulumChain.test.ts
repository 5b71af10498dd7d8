import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { pendulumScales } from '../pendulum';
import { PENDULUM_SCALE } from '../state';
import { duelOf, idOf, legal, me, opp, pendulumSummon as summonByPrompts, play } from './dsl';

/*
 * Rulebook v9.1 "Pendulum Monster Cards": Pendulum Monsters are activated "as Spell Cards in your
 * Pendulum Zones" (a Spell Card's activation: a Chain Link the opponent may respond to), and a
 * Pendulum Summon is a Special Summon ("Special Summon as many monsters as you want"): announced like
 * every Summon, it may be negated, and once it succeeds "when … is Summoned" cards may respond.
 */
const SCALES: [string, string] = ['Stargazer Magician', 'Timegazer Magician'];
const pendulumSummon = (d: Duel, names: string[]): Duel => summonByPrompts(d, names.map((n) => idOf(d, n)), ['attack', 'defense']);

describe('activating a Pendulum Monster as a Spell Card', () => {
  it('is a Chain Link of a Spell Card activation: the opponent may negate it (Magic Jammer), and the negated Pendulum Monster goes face-up to the Extra Deck', () => {
    const d = duelOf({ me: { hand: ['Flash Knight'] }, opp: { hand: ['Celtic Guardian'], spellTraps: [{ card: 'Magic Jammer', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Flash Knight'), effect: PENDULUM_SCALE, zone: 0 });
    expect(x.flow.chain).toEqual([expect.objectContaining({ card: idOf(d, 'Flash Knight'), effect: PENDULUM_SCALE, speed: 1, cardActivation: true })]);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(me(x).pendulum[0]).toEqual({ name: 'Flash Knight', faceUp: true });
    const jammer = idOf(d, 'Magic Jammer', 1);
    expect(legal(x, 'activate', jammer)).toHaveLength(1);
    x = play(x, { type: 'activate', card: jammer, effect: 0 }, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).pendulum).toEqual([null, null]);
    expect(me(x).graveyard).toEqual([]);
    expect(me(x).extra).toEqual(['Flash Knight']);
    expect(x.faceUpExtra).toEqual([idOf(d, 'Flash Knight')]);
  });

  it('resolves with no effect of its own and stays in the Pendulum Zone (unlike a Normal Spell)', () => {
    const d = duelOf({ me: { hand: ['Flash Knight'] }, opp: { spellTraps: [{ card: 'Magic Jammer', faceUp: false }], hand: ['Celtic Guardian'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Flash Knight'), effect: PENDULUM_SCALE, zone: 1 });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(x.flow.chain).toEqual([]);
    expect(me(x).pendulum).toEqual([null, { name: 'Flash Knight', faceUp: true }]);
    expect(me(x).graveyard).toEqual([]);
    expect(opp(x).spellTraps[0]).toMatchObject({ faceUp: false });
  });

  it('its Pendulum Effects apply only once its activation resolves: a Scale it changes stays printed while it is on the Chain (Stargazer Magician)', () => {
    const d = duelOf({ me: { hand: ['Stargazer Magician'], pendulum: ['Flash Knight', null] }, opp: { spellTraps: [{ card: 'Magic Jammer', faceUp: false }], hand: ['Celtic Guardian'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Stargazer Magician'), effect: PENDULUM_SCALE, zone: 1 });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    // Printed Scale 1 beside Flash Knight's 7; "becomes 4" (the other zone holds no "Magician") waits for resolution.
    expect(pendulumScales(x, 0)).toEqual([1, 7]);
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(pendulumScales(x, 0)).toEqual([4, 7]);
  });
});

describe('a Pendulum Summon is announced as a Summon', () => {
  it('may be negated (Solemn Judgment): every monster Summoned together is negated and destroyed', () => {
    const d = duelOf({ me: { pendulum: SCALES, hand: ['Celtic Guardian', 'Baby Dragon'] }, opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] } });
    let x = pendulumSummon(d, ['Celtic Guardian', 'Baby Dragon']);
    // The Summon waits for the negation window; no Summon event yet.
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(x.events.some((e) => e.type === 'specialSummoned')).toBe(false);
    x = play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 0 });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect([...me(x).graveyard].sort()).toEqual(['Baby Dragon', 'Celtic Guardian']);
    expect(opp(x).lp).toBe(4000);
    expect(x.events.filter((e) => e.type === 'summonNegated')).toHaveLength(2);
  });

  it('not negated, it succeeds for all its monsters at once, and "when a monster is Summoned" cards may respond (Torrential Tribute)', () => {
    const d = duelOf({ me: { pendulum: SCALES, hand: ['Celtic Guardian', 'Baby Dragon'] }, opp: { spellTraps: [{ card: 'Torrential Tribute', faceUp: false }, { card: 'Solemn Judgment', faceUp: false }] } });
    let x = pendulumSummon(d, ['Celtic Guardian', 'Baby Dragon']);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    // Torrential Tribute answers a Summon that has succeeded, not one that may still be negated.
    expect(legal(x, 'activate', idOf(d, 'Torrential Tribute', 1))).toEqual([]);
    x = play(x, { type: 'pass' });
    const summoned = x.events.filter((e) => e.type === 'specialSummoned');
    expect(summoned).toEqual([
      expect.objectContaining({ card: idOf(d, 'Celtic Guardian'), method: 'pendulum' }),
      expect.objectContaining({ card: idOf(d, 'Baby Dragon'), method: 'pendulum' }),
    ]);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, { type: 'activate', card: idOf(d, 'Torrential Tribute', 1), effect: 0 });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });

  it('with nothing that could negate it in the duel, it succeeds at once (Summon events, monsters in their positions)', () => {
    const d = duelOf({ me: { pendulum: SCALES, hand: ['Celtic Guardian', 'Baby Dragon'] } });
    const x = pendulumSummon(d, ['Celtic Guardian', 'Baby Dragon']);
    expect(x.flow.window).toBeNull();
    expect(me(x).monsters.filter((m) => m !== null).map((m) => [m!.name, m!.position])).toEqual([['Celtic Guardian', 'attack'], ['Baby Dragon', 'defense']]);
    expect(x.events.filter((e) => e.type === 'specialSummoned')).toHaveLength(2);
  });
});
