import { describe, expect, it } from 'vitest';
import { applyAction, summary } from '..';
import { duelOf, idOf, idsOf, legal, me, play } from './dsl';

/** Rulebook v9.1 "Special Summon", "Summon or Set a Monster" and "Effects of cards", with Cyber Dragon's procedure. */
const oppHasAMonster = { monsters: [{ card: 'Feral Imp' }] };

describe('Special Summon by a monster\'s own procedure', () => {
  it('is played face-up in Attack or Defense Position, the player\'s choice', () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon'] }, opp: oppHasAMonster });
    const cyber = idOf(d, 'Cyber Dragon');
    expect(legal(d, 'specialSummon', cyber)).toEqual([
      { type: 'specialSummon', card: cyber, method: 'rule', position: 'attack' },
      { type: 'specialSummon', card: cyber, method: 'rule', position: 'defense' },
    ]);
    const inDefense = play(d, { type: 'specialSummon', card: cyber, method: 'rule', position: 'defense' });
    expect(me(inDefense).monsters[0]).toMatchObject({ name: 'Cyber Dragon', faceUp: true, position: 'defense', def: 1600 });
    const inAttack = play(d, { type: 'specialSummon', card: cyber, method: 'rule', position: 'attack', zone: 3 });
    expect(me(inAttack).monsters[3]).toMatchObject({ name: 'Cyber Dragon', faceUp: true, position: 'attack', atk: 2100 });
    expect(me(inAttack).hand).toEqual([]);
    expect(inAttack.events).toContainEqual({ type: 'specialSummoned', player: 0, card: cyber });
  });

  it('does not use the Normal Summon: a Normal Summon is still allowed the same turn', () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon', 'Celtic Guardian'] }, opp: oppHasAMonster });
    const x = play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon'), method: 'rule', position: 'attack' });
    expect(x.players[0].normalSummonUsed).toBe(false);
    const y = play(x, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    expect(me(y).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Cyber Dragon', 'Celtic Guardian']);
  });

  it('is possible after the Normal Summon was used, and any number of times a turn', () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon', 'Cyber Dragon'], normalSummonUsed: true }, opp: oppHasAMonster });
    const [first] = legal(d, 'specialSummon');
    const x = play(d, first!);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Cyber Dragon' });
    // The second copy's own condition ("only your opponent controls a monster") is now false.
    expect(legal(x, 'specialSummon')).toEqual([]);
    const second = idsOf(d, 'Cyber Dragon').find((id) => id !== first!.card)!;
    expect(() => applyAction(x, { type: 'specialSummon', card: second, method: 'rule' })).toThrow(/cannot be Special Summoned/);
  });

  it('only when its condition holds: not while you control a monster, nor while the opponent controls none', () => {
    const both = duelOf({ me: { hand: ['Cyber Dragon'], monsters: [{ card: 'Celtic Guardian' }] }, opp: oppHasAMonster });
    expect(legal(both, 'specialSummon')).toEqual([]);
    const neither = duelOf({ me: { hand: ['Cyber Dragon'] } });
    expect(legal(neither, 'specialSummon')).toEqual([]);
    // A face-down monster is still a monster the opponent controls.
    const faceDown = duelOf({ me: { hand: ['Cyber Dragon'] }, opp: { monsters: [{ card: 'Feral Imp', faceUp: false, position: 'defense' }] } });
    expect(legal(faceDown, 'specialSummon')).toHaveLength(2);
    expect(() => applyAction(both, { type: 'specialSummon', card: idOf(both, 'Cyber Dragon'), method: 'rule' })).toThrow(/Cyber Dragon cannot be Special Summoned/);
  });

  it('only in your own Main Phase with nothing else going on', () => {
    const battle = duelOf({ phase: 'battle', me: { hand: ['Cyber Dragon'] }, opp: oppHasAMonster });
    expect(legal(battle, 'specialSummon')).toEqual([]);
    const theirTurn = duelOf({ turnPlayer: 1, me: { hand: ['Cyber Dragon'] }, opp: oppHasAMonster });
    expect(legal(theirTurn, 'specialSummon')).toEqual([]);
  });

  it('starts no Chain, and a card that answers only Normal and Flip Summons (Trap Hole) cannot answer it', () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon'] }, opp: { ...oppHasAMonster, spellTraps: [{ card: 'Trap Hole', faceUp: false }] } });
    const x = play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon'), method: 'rule', position: 'attack' });
    expect(summary(x).chain).toEqual([]);
    expect(x.flow.window).toBeNull();
    expect(summary(x).deciding).toBe(0);
    // The same monster Normal Summoned (with a Tribute) is answered by Trap Hole.
    const tribute = duelOf({ me: { hand: ['Cyber Dragon'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { ...oppHasAMonster, spellTraps: [{ card: 'Trap Hole', faceUp: false }] } });
    const y = play(tribute, { type: 'normalSummon', card: idOf(tribute, 'Cyber Dragon'), tributes: [idOf(tribute, 'Celtic Guardian')] });
    expect(legal(y, 'activate').map((a) => a.card)).toEqual([idOf(tribute, 'Trap Hole', 1)]);
  });

  it('can be negated as a Summon (Solemn Judgment): the monster is destroyed before it was ever Summoned', () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon'] }, opp: { ...oppHasAMonster, spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] } });
    let x = play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon'), method: 'rule', position: 'attack' });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(x.events.some((e) => e.type === 'specialSummoned')).toBe(false);
    x = play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 0 });
    expect(me(x).graveyard).toEqual(['Cyber Dragon']);
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(x.events.some((e) => e.type === 'specialSummoned')).toBe(false);
    // Passing instead lets it succeed.
    const passed = play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon'), method: 'rule', position: 'attack' }, { type: 'pass' });
    expect(me(passed).monsters[0]).toMatchObject({ name: 'Cyber Dragon' });
    expect(passed.events).toContainEqual({ type: 'specialSummoned', player: 0, card: idOf(d, 'Cyber Dragon') });
  });

  it('is a Summon, so "you cannot Summon" this turn (Scapegoat) forbids it', () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon', 'Scapegoat'] }, opp: oppHasAMonster });
    expect(legal(d, 'specialSummon')).toHaveLength(2);
    const x = play(d, { type: 'activate', card: idOf(d, 'Scapegoat') });
    expect(legal(x, 'specialSummon')).toEqual([]);
  });

  it('uses the Monster Zone asked for, and refuses one that is taken', () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon'] }, opp: oppHasAMonster });
    const cyber = idOf(d, 'Cyber Dragon');
    expect(me(play(d, { type: 'specialSummon', card: cyber, method: 'rule', position: 'defense', zone: 4 })).monsters[4]).toMatchObject({ name: 'Cyber Dragon' });
    expect(() => applyAction(d, { type: 'specialSummon', card: cyber, method: 'rule', zone: 7 })).toThrow(/Monster Zone 8 is not free/);
  });
});
