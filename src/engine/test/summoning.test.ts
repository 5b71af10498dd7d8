import { describe, expect, it } from 'vitest';
import { IllegalActionError, applyAction, summonZones } from '..';
import { duelOf, idOf, legal, me, passAll, passWindows, play } from './dsl';

// Rulebook v9.1 "Summoning Monster Cards" and "Main Phase 1".
describe('Summoning Monster Cards', () => {
  it('Normal Summon: plays a monster from the hand in face-up Attack Position', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'] } });
    const next = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    expect(me(next).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: true, position: 'attack' });
    expect(me(next).hand).toEqual([]);
  });

  it('Normal Set: plays a monster in face-down Defense Position', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'] } });
    const next = play(d, { type: 'setMonster', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    expect(me(next).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: false, position: 'defense' });
  });

  it('you can only Normal Summon or Set once per turn', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian', 'Feral Imp'] } });
    const next = play(d, { type: 'setMonster', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    expect(legal(next, 'normalSummon')).toEqual([]);
    expect(legal(next, 'setMonster')).toEqual([]);
    expect(() => applyAction(next, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] }))
      .toThrow(/already Normal Summoned or Set this turn/);
  });

  it('the Normal Summon/Set is counted per turn: it is available again next turn', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian', 'Feral Imp'] } });
    let next = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }, { type: 'nextPhase', to: 'end' });
    next = play(next, { type: 'nextPhase', to: 'end' }); // the opponent's turn passes
    expect(legal(next, 'normalSummon', idOf(d, 'Feral Imp'))).toHaveLength(1);
  });

  it('a Normal Summon not used in Main Phase 1 can be used in Main Phase 2', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'] } });
    const main2 = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'nextPhase', to: 'main2' });
    expect(legal(main2, 'normalSummon')).toHaveLength(1);
  });

  it('no Normal Summon during the Battle Phase', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'] } });
    const battle = play(d, { type: 'nextPhase', to: 'battle' });
    expect(legal(battle, 'normalSummon')).toEqual([]);
    expect(() => applyAction(battle, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] })).toThrow(/Main Phase/);
  });

  it('you cannot play a monster from the hand in face-up Defense Position', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'] } });
    for (const a of legal(d, 'setMonster')) {
      expect(me(play(d, a)).monsters.find(Boolean)).toMatchObject({ faceUp: false, position: 'defense' });
    }
    for (const a of legal(d, 'normalSummon')) {
      expect(me(play(d, a)).monsters.find(Boolean)).toMatchObject({ faceUp: true, position: 'attack' });
    }
  });

  it('Tribute Summon: a Level 5 or 6 monster needs exactly 1 Tribute', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] } });
    const options = legal(d, 'normalSummon', idOf(d, 'Summoned Skull'));
    expect(options.map((a) => a.tributes.length)).toEqual([1, 1]);
    expect(() => applyAction(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [] })).toThrow(/needs 1 Tribute/);
  });

  it('Tribute Summon: a Level 7 or higher monster needs exactly 2 Tributes', () => {
    const d = duelOf({ me: { hand: ['Dark Magician'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }, { card: 'Mystical Elf' }] } });
    const options = legal(d, 'normalSummon', idOf(d, 'Dark Magician'));
    expect(options).toHaveLength(3); // every pair of the three
    expect(options.every((a) => a.tributes.length === 2)).toBe(true);
  });

  it('Tribute Summon is impossible without enough monsters to Tribute', () => {
    const d = duelOf({ me: { hand: ['Dark Magician', 'Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Dark Magician'))).toEqual([]);
    expect(legal(d, 'normalSummon', idOf(d, 'Summoned Skull'))).toHaveLength(1);
  });

  it('Tributed monsters are sent to the Graveyard, not destroyed', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] } });
    const next = play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Celtic Guardian')] });
    expect(me(next).graveyard).toEqual(['Celtic Guardian']);
    expect(me(next).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Summoned Skull']);
    expect(next.events.map((e) => e.type)).toContain('tributed');
    expect(next.events.map((e) => e.type)).not.toContain('destroyedByBattle');
  });

  it('you can Tribute a face-down monster', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Summoned Skull'))).toHaveLength(1);
  });

  it('Tribute Set: a Tribute Summon in face-down Defense Position', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] } });
    const next = play(d, { type: 'setMonster', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Celtic Guardian')] });
    expect(me(next).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: false, position: 'defense' });
    expect(me(next).graveyard).toEqual(['Celtic Guardian']);
  });

  it('a Tribute Summon uses the Normal Summon of the turn', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull', 'Feral Imp'], monsters: [{ card: 'Celtic Guardian' }] } });
    const next = play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Celtic Guardian')] });
    expect(legal(next, 'normalSummon')).toEqual([]);
  });

  it('there are 5 Monster Zones: with all 5 filled no monster can be Summoned without a Tribute', () => {
    const five = ['Celtic Guardian', 'Feral Imp', 'Mystical Elf', 'Beaver Warrior', 'Silver Fang'].map((card) => ({ card }));
    const d = duelOf({ me: { hand: ['Great White', 'Summoned Skull'], monsters: five } });
    expect(legal(d, 'normalSummon', idOf(d, 'Great White'))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, 'Great White'))).toEqual([]);
    expect(legal(d, 'normalSummon', idOf(d, 'Summoned Skull'))).toHaveLength(5);
    expect(() => applyAction(d, { type: 'normalSummon', card: idOf(d, 'Great White'), tributes: [] })).toThrow(/Monster Zones are full/);
  });

  it('the Summoning player chooses the Monster Zone; an occupied zone is refused', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull', 'Feral Imp'], monsters: [{ card: 'Celtic Guardian' }] } });
    const skull = idOf(d, 'Summoned Skull');
    const guardian = idOf(d, 'Celtic Guardian');
    expect(summonZones(d, { type: 'normalSummon', card: skull, tributes: [guardian] })).toEqual([0, 1, 2, 3, 4]);
    expect(summonZones(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] })).toEqual([1, 2, 3, 4]);
    expect(me(play(d, { type: 'normalSummon', card: skull, tributes: [guardian], zone: 3 })).monsters[3]?.name).toBe('Summoned Skull');
    expect(() => applyAction(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [], zone: 0 })).toThrow(IllegalActionError);
  });
});

describe('Flip Summon', () => {
  it('a monster cannot be Flip Summoned on the turn it was Set', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'] } });
    const set = play(d, { type: 'setMonster', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    expect(legal(set, 'flipSummon')).toEqual([]);
    expect(() => applyAction(set, { type: 'flipSummon', card: idOf(d, 'Celtic Guardian') })).toThrow(/Set this turn/);
  });

  it('Flip Summon turns a face-down Defense Position monster into face-up Attack Position', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    const next = play(d, { type: 'flipSummon', card: idOf(d, 'Celtic Guardian') });
    expect(me(next).monsters[0]).toMatchObject({ faceUp: true, position: 'attack' });
  });

  it('any number of Flip Summons per turn, and they do not use the Normal Summon', () => {
    const d = duelOf({
      me: { hand: ['Feral Imp'], monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }] },
    });
    const next = play(d, { type: 'flipSummon', card: idOf(d, 'Celtic Guardian') }, { type: 'flipSummon', card: idOf(d, 'Mystical Elf') });
    expect(me(next).monsters.slice(0, 2).every((m) => m?.faceUp)).toBe(true);
    expect(legal(next, 'normalSummon')).toHaveLength(1);
  });
});

describe("Changing battle positions", () => {
  it('cannot change the position of a monster that came to the field this turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian', summonedThisTurn: true }] } });
    expect(legal(d, 'changePosition')).toEqual([]);
    expect(() => applyAction(d, { type: 'changePosition', card: idOf(d, 'Celtic Guardian') })).toThrow(/came to the field this turn/);
  });

  it('changes a face-up monster between Attack and Defense Position, once per turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }] } });
    const next = play(d, { type: 'changePosition', card: idOf(d, 'Celtic Guardian') });
    expect(me(next).monsters[0]).toMatchObject({ position: 'defense', faceUp: true });
    expect(legal(next, 'changePosition')).toEqual([]);
    expect(() => applyAction(next, { type: 'changePosition', card: idOf(d, 'Celtic Guardian') })).toThrow(/already changed/);
  });

  it('cannot change position in Main Phase 2 after the monster attacked', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }] } });
    const main2 = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: 'direct' }, { type: 'nextPhase', to: 'main2' });
    expect(legal(main2, 'changePosition')).toEqual([]);
  });

  it('a monster that attacked and was then turned face-down (Book of Moon) cannot be Flip Summoned in Main Phase 2 (a Flip Summon is a position change)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Book of Moon', faceUp: false, setThisTurn: false }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: 'direct' }));
    x = passWindows(play(x, { type: 'nextPhase', to: 'main2' }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: false, position: 'defense' });
    expect(legal(x, 'flipSummon')).toEqual([]);
    expect(() => applyAction(x, { type: 'flipSummon', card: idOf(d, 'Summoned Skull') })).toThrow(/attacked this turn/);
  });

  it('a Flip Summon is the monster\'s position change for the turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    const next = play(d, { type: 'flipSummon', card: idOf(d, 'Celtic Guardian') });
    expect(legal(next, 'changePosition')).toEqual([]);
  });

  it('a face-down monster is not changed to face-up Defense by a position change (only by Flip Summon)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'changePosition')).toEqual([]);
    expect(legal(d, 'flipSummon')).toHaveLength(1);
  });

  it("you can only Flip Summon or change the position of monsters you control", () => {
    const d = duelOf({ opp: { monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] } });
    expect(legal(d, 'flipSummon')).toEqual([]);
    expect(legal(d, 'changePosition')).toEqual([]);
    expect(() => applyAction(d, { type: 'flipSummon', card: idOf(d, 'Celtic Guardian', 1) })).toThrow(/not a monster you control/);
  });
});
