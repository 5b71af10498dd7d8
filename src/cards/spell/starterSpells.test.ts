import { describe, expect, it } from 'vitest';
import { legalActions, summary } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, opp, passWindows, play } from '../../engine/test/dsl';

describe('Change of Heart', () => {
  it("takes control of an opponent's monster until the End Phase, then it goes back", () => {
    const d = duelOf({ me: { hand: ['Change of Heart'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const skull = idOf(d, 'Summoned Skull', 1);
    let x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [skull] });
    expect(me(x).monsters.find(Boolean)?.name).toBe('Summoned Skull');
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    // It may attack for its new controller this turn.
    x = passWindows(play(x, { type: 'nextPhase', to: 'battle' }));
    expect(legal(x, 'attack', skull)).toEqual([{ type: 'attack', card: skull, target: 'direct' }]);
    x = passWindows(play(x, { type: 'nextPhase', to: 'end' }));
    expect(opp(x).monsters.find(Boolean)?.name).toBe('Summoned Skull');
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });
  it("control change returns the card to its owner's Graveyard when it is destroyed", () => {
    const d = duelOf({ me: { hand: ['Change of Heart', 'Dark Hole'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).graveyard).not.toContain('Summoned Skull');
  });
  it('cannot be activated when the opponent controls no monster', () => {
    const d = duelOf({ me: { hand: ['Change of Heart'], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
  it('cannot be activated with no free Monster Zone to take the monster to (it would do nothing)', () => {
    const full = Array.from({ length: 5 }, () => ({ card: 'Celtic Guardian' }));
    const d = duelOf({ me: { hand: ['Change of Heart'], monsters: full }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});

describe('Soul Exchange', () => {
  it("lets you Tribute the targeted opponent's monster for a Tribute Summon, and you cannot enter the Battle Phase", () => {
    const d = duelOf({ me: { hand: ['Soul Exchange', 'Summoned Skull'] }, opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] } });
    const guardian = idOf(d, 'Celtic Guardian', 1);
    const x = play(d, { type: 'activate', card: idOf(d, 'Soul Exchange') }, { type: 'select', ids: [guardian] });
    expect(legal(x, 'normalSummon', idOf(d, 'Summoned Skull'))).toEqual([{ type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [guardian] }]);
    expect(legal(x, 'nextPhase').map((a) => a.to)).not.toContain('battle');
    const y = play(x, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [guardian] });
    expect(opp(y).graveyard).toEqual(['Celtic Guardian']);
    expect(me(y).monsters.find(Boolean)?.name).toBe('Summoned Skull');
  });
  it('when you already control a monster, the Tribute must still be the targeted monster', () => {
    const d = duelOf({
      me: { hand: ['Soul Exchange', 'Summoned Skull'], monsters: [{ card: 'Mystical Elf' }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Soul Exchange') }, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    expect(legal(x, 'normalSummon', idOf(d, 'Summoned Skull')).map((a) => a.tributes)).toEqual([[idOf(d, 'Celtic Guardian', 1)]]);
  });
});

describe('Soul Exchange and Tokens', () => {
  it("a Sheep Token targeted by Soul Exchange still cannot be Tributed for a Tribute Summon", () => {
    const d = duelOf({ me: { hand: ['Soul Exchange', 'Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Sheep Token', position: 'defense' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Soul Exchange') }, { type: 'select', ids: [idOf(d, 'Sheep Token', 1)] });
    expect(legal(x, 'normalSummon', idOf(d, 'Summoned Skull')).map((a) => a.tributes)).toEqual([[idOf(d, 'Celtic Guardian')]]);
  });
});

describe('The Flute of Summoning Dragon', () => {
  it('with Lord of D. on the field: Special Summons up to 2 Dragons from the hand', () => {
    const d = duelOf({ me: { hand: ['The Flute of Summoning Dragon', 'Blue-Eyes White Dragon', 'Koumori Dragon', 'Celtic Guardian'], monsters: [{ card: 'Lord of D.' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'The Flute of Summoning Dragon') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Blue-Eyes White Dragon'), idOf(d, 'Koumori Dragon')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] });
    // Another Dragon, or stop: one prompt.
    expect(legal(x, 'select')).toEqual([{ type: 'select', ids: [idOf(d, 'Koumori Dragon')] }, { type: 'select', option: 'stop' }]);
    x = play(x, { type: 'select', ids: [idOf(d, 'Koumori Dragon')] });
    x = play(x, { type: 'select', option: 'attack' }, { type: 'select', option: 'defense' });
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Lord of D.', 'Blue-Eyes White Dragon', 'Koumori Dragon']);
    expect(me(x).hand).toEqual(['Celtic Guardian']);
  });
  it('"up to": one Dragon is enough', () => {
    const d = duelOf({ me: { hand: ['The Flute of Summoning Dragon', 'Blue-Eyes White Dragon', 'Koumori Dragon'], monsters: [{ card: 'Lord of D.' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'The Flute of Summoning Dragon') }, { type: 'select', ids: [idOf(d, 'Koumori Dragon')] }, { type: 'select', option: 'stop' }, { type: 'select', option: 'attack' });
    expect(me(x).hand).toEqual(['Blue-Eyes White Dragon']);
    expect(x.flow.prompt).toBeNull();
  });
  it('cannot be activated without Lord of D. on the field', () => {
    const d = duelOf({ me: { hand: ['The Flute of Summoning Dragon', 'Blue-Eyes White Dragon'] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
  it('cannot be activated with no free Monster Zone (it would do nothing)', () => {
    const d = duelOf({
      me: { hand: ['The Flute of Summoning Dragon', 'Blue-Eyes White Dragon'], monsters: [{ card: 'Lord of D.' }, ...Array.from({ length: 4 }, () => ({ card: 'Celtic Guardian' }))] },
    });
    expect(legal(d, 'activate')).toEqual([]);
  });
});

describe('Last Will', () => {
  it('after a monster you controlled went to your Graveyard this turn: Special Summon 1 monster with 1500 or less ATK from the Deck', () => {
    const d = duelOf({ me: { hand: ['Last Will', 'Dark Hole'], monsters: [{ card: 'Celtic Guardian' }], deck: ['Dark Magician', 'Feral Imp', 'Mystical Elf'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    x = play(x, { type: 'activate', card: idOf(d, 'Last Will') }, { type: 'select', option: 'yes' });
    // Dark Magician has 2500 ATK: not offered.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp'), idOf(d, 'Mystical Elf')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf')] }, { type: 'select', option: 'defense' });
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Mystical Elf', position: 'defense' });
  });
  it('activated first, it waits: when a monster of yours is destroyed later this turn, you can Summon then — once', () => {
    const d = duelOf({ me: { hand: ['Last Will', 'Dark Hole'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Beaver Warrior' }], deck: ['Feral Imp', 'Mystical Elf'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Last Will') });
    expect(me(x).monsters.filter(Boolean)).toHaveLength(2);
    x = play(x, { type: 'activate', card: idOf(d, 'Dark Hole') });
    // Two monsters were destroyed at once: one chance only.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', option: 'attack' });
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Feral Imp' });
    expect(x.flow.prompt).toBeNull();
  });
  it("an opponent's monster going to the Graveyard does not count", () => {
    const d = duelOf({ me: { hand: ['Last Will', 'Dark Hole'], deck: ['Feral Imp'] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Last Will') }, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(summary(x).chain).toEqual([]);
    expect(legalActions(x).length).toBeGreaterThan(0);
  });
});

/*
 * Last Will in a GOAT duel (April 2005; EDOPro goat/c504700147.lua): the card watches from its
 * resolution on; the first monster of yours sent to your Graveyard after it is the one chance.
 */
describe('Last Will in a GOAT duel', () => {
  it('a monster lost before it resolved does not count: nothing is Summoned as it resolves', () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Last Will', 'Dark Hole'], monsters: [{ card: 'Celtic Guardian' }], deck: ['Feral Imp', 'Mystical Elf'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    x = play(x, { type: 'activate', card: idOf(d, 'Last Will') });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard).toContain('Last Will');
  });
  it('the next monster of yours sent to your Graveyard this turn: you may Summon 1 with 1500 or less ATK', () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Last Will', 'Dark Hole'], monsters: [{ card: 'Celtic Guardian' }], deck: ['Dark Magician', 'Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Last Will') }, { type: 'activate', card: idOf(d, 'Dark Hole') });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    // Dark Magician (2500 ATK) is not offered; a lone fitting monster is chosen without asking, then its position.
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Feral Imp')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    }
    x = play(x, { type: 'select', option: 'attack' });
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Feral Imp' });
  });
  it('declined at the first chance, it is spent: a second monster lost later does not ask again', () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Last Will', 'Dark Hole', 'Dark Hole', 'Celtic Guardian'], monsters: [{ card: 'Beaver Warrior' }], deck: ['Feral Imp', 'Mystical Elf'] } });
    const [hole1, hole2] = idsOf(d, 'Dark Hole');
    let x = play(d, { type: 'activate', card: idOf(d, 'Last Will') }, { type: 'activate', card: hole1! });
    while (x.flow.window) x = play(x, { type: 'pass' });
    x = play(x, { type: 'select', option: 'no' });
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    x = play(x, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    while (x.flow.window) x = play(x, { type: 'pass' });
    x = play(x, { type: 'activate', card: hole2! });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).graveyard).toContain('Celtic Guardian');
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });
  it('can be activated with no fitting monster in the Deck (the 2005 card checks only when it is used)', () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Last Will'], deck: ['Dark Magician'] } });
    expect(legal(d, 'activate', idOf(d, 'Last Will'))).toHaveLength(1);
    const today = duelOf({ me: { hand: ['Last Will'], deck: ['Dark Magician'] } });
    expect(legal(today, 'activate', idOf(today, 'Last Will'))).toHaveLength(0);
  });
});
