import { describe, expect, it } from 'vitest';
import { describeAction } from '../../engine';
import { replayAttackerOf } from '../../engine/draft';
import { duelOf, idOf, legal, me, opp, passWindows, play } from '../../engine/test/dsl';

describe('Ultimate Offering', () => {
  it('in your Main Phase: pay 500 LP, then Normal Summon or Set 1 more monster (the turn\'s Normal Summon is already used)', () => {
    const d = duelOf({ me: { hand: ['Feral Imp'], normalSummonUsed: true, spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] } });
    expect(legal(d, 'normalSummon')).toEqual([]);
    const offering = idOf(d, 'Ultimate Offering');
    expect(legal(d, 'activate', offering)).toEqual([{ type: 'activate', card: offering, effect: 1 }]);
    expect(describeAction(d, { type: 'activate', card: offering, effect: 1 })).toBe('Activate Ultimate Offering: Pay 500 LP: Normal Summon or Set 1 more monster');
    let x = play(d, { type: 'activate', card: offering, effect: 1 });
    expect(me(x).lp).toBe(7500);
    // Its effect is Spell Speed 2: its controller could chain it to itself, and passes.
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    x = play(x, { type: 'pass' }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', option: 'summon' });
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Feral Imp', faceUp: true, position: 'attack' });
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Ultimate Offering', faceUp: true });
  });
  it("a Tribute Summon through it asks for the Tributes; it can be used again while you can pay", () => {
    const d = duelOf({ me: { hand: ['Summoned Skull', 'Feral Imp'], normalSummonUsed: true, monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] } });
    const offering = idOf(d, 'Ultimate Offering');
    let x = play(d, { type: 'activate', card: offering, effect: 1 }, { type: 'pass' }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }, { type: 'select', option: 'set' });
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Summoned Skull', faceUp: false, position: 'defense' });
    x = play(x, { type: 'activate', card: offering, effect: 1 }, { type: 'pass' }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', option: 'summon' });
    expect(me(x).lp).toBe(7000);
  });
  it("in your opponent's Battle Phase (when they attack): Summon a blocker", () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Mystical Elf'], spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Feral Imp', 1), target: 'direct' });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    x = play(x, { type: 'activate', card: idOf(d, 'Ultimate Offering'), effect: 1 }, { type: 'pass' });
    x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf')] }, { type: 'select', option: 'set' });
    // The opponent's monsters changed: the attack is replayed, not dealt directly.
    expect(me(x).lp).toBe(7500);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Mystical Elf' });
    expect(replayAttackerOf(x)).toBe(idOf(d, 'Feral Imp', 1));
  });
  it("not in your opponent's Main Phase", () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Mystical Elf'], spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] }, opp: { hand: ['Dark Hole'] } });
    expect(legal(d, 'activate', idOf(d, 'Ultimate Offering'))).toEqual([]);
  });
});

describe('Dragon Capture Jar', () => {
  it('face-up Dragons on the field are changed to Defense Position and cannot change position while it stays', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [{ card: 'Dragon Capture Jar', faceUp: false }], monsters: [{ card: 'Koumori Dragon' }] },
      opp: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Celtic Guardian' }] },
    });
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    expect(x.flow.window).toMatchObject({ kind: 'phaseEnd', player: 0 });
    // The opponent could chain Mystical Space Typhoon; they pass.
    x = play(x, { type: 'activate', card: idOf(d, 'Dragon Capture Jar') }, { type: 'pass' });
    x = passWindows(x);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon', position: 'defense' });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Koumori Dragon', position: 'defense' });
    expect(opp(x).monsters[1]).toMatchObject({ name: 'Celtic Guardian', position: 'attack' });
    // A Defense Position Dragon cannot attack.
    expect(legal(x, 'attack').map((a) => a.card)).toEqual([idOf(d, 'Celtic Guardian', 1)]);
    // Main Phase 2: no position change for the Dragon.
    x = passWindows(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(legal(x, 'changePosition', idOf(d, 'Blue-Eyes White Dragon', 1))).toEqual([]);
    // Once the Jar is gone, the Dragon is free again.
    x = play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Dragon Capture Jar')] });
    expect(legal(x, 'changePosition', idOf(d, 'Blue-Eyes White Dragon', 1))).toHaveLength(1);
  });
  it('asked of states of different branches in turn, each state answers for its own zones (the answer the engine remembers does not leak)', () => {
    const d = duelOf({
      me: { hand: ['Mystical Space Typhoon', 'Celtic Guardian'], monsters: [{ card: 'Koumori Dragon', position: 'defense' }] },
      opp: { spellTraps: [{ card: 'Dragon Capture Jar', faceUp: true }] },
    });
    const koumori = idOf(d, 'Koumori Dragon');
    const gone = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Dragon Capture Jar', 1)] });
    expect(legal(gone, 'changePosition', koumori)).toHaveLength(1);
    expect(legal(d, 'changePosition', koumori)).toEqual([]);
    // A later state of the first branch, the Jar still there.
    const later = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    expect(legal(later, 'changePosition', koumori)).toEqual([]);
  });
  it('a Dragon Summoned while it is face-up goes to Defense Position at once', () => {
    const d = duelOf({ me: { hand: ['Koumori Dragon'] }, opp: { spellTraps: [{ card: 'Dragon Capture Jar', faceUp: true }] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Koumori Dragon'), tributes: [] });
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Koumori Dragon', faceUp: true, position: 'defense' });
  });
});

describe('Reverse Trap', () => {
  it('until the end of the turn, ATK/DEF increases become decreases and decreases become increases', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [{ card: 'Reverse Trap', faceUp: false }], monsters: [{ card: 'Mystical Elf', position: 'defense' }] },
      opp: { monsters: [{ card: 'Dark Magician' }], spellTraps: [{ card: 'Book of Secret Arts', faceUp: true, equippedTo: 0 }, { card: 'Dark Energy', faceUp: false }] },
    });
    expect(opp(d).monsters[0]).toMatchObject({ atk: 2800 });
    let x = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'activate', card: idOf(d, 'Reverse Trap') });
    x = passWindows(x);
    // Book of Secret Arts' +300 is now -300.
    expect(opp(x).monsters[0]).toMatchObject({ atk: 2200, def: 1800 });
    // The next turn, everything is as printed again.
    x = passWindows(play(x, { type: 'nextPhase', to: 'end' }));
    expect(opp(x).monsters[0]).toMatchObject({ atk: 2800 });
  });
});
