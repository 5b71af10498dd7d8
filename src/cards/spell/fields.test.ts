import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

// One spec per Field Spell: which Types it changes, on both sides of the field.
describe.each([
  ['Yami', [['Dark Magician', 2700, 2300], ['Feral Imp', 1500, 1600], ['Doma The Angel of Silence', 1400, 1200], ['Celtic Guardian', 1400, 1200]]],
  ['Sogen', [['Celtic Guardian', 1600, 1400], ['Battle Ox', 1900, 1200], ['Feral Imp', 1300, 1400]]],
  ['Umi', [['Great White', 1800, 1000], ['X-Head Cannon', 1600, 1300], ['Celtic Guardian', 1400, 1200]]],
  ['Forest', [['Silver Fang', 1400, 1000], ['Firegrass', 900, 800], ['Battle Ox', 1900, 1200], ['Celtic Guardian', 1400, 1200]]],
] as const)('%s', (field, monsters) => {
  it('changes the ATK/DEF of face-up monsters of its Types on both sides, and nothing else', () => {
    const mine = monsters.slice(0, 2).map(([card]) => ({ card }));
    const theirs = monsters.slice(2).map(([card]) => ({ card }));
    const d = duelOf({ me: { hand: [field], monsters: mine }, opp: { monsters: theirs } });
    const x = play(d, { type: 'activate', card: idOf(d, field) });
    expect(me(x).field).toEqual({ name: field, faceUp: true });
    const seen = [...me(x).monsters, ...opp(x).monsters].filter(Boolean).map((m) => [m!.name, m!.atk, m!.def]);
    expect(seen).toEqual(monsters.map((m) => [...m]));
  });
});

describe('Field Spells', () => {
  it('each player has one Field Zone: a new Field Spell sends your old one to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Sogen'], field: 'Yami' } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Sogen') });
    expect(me(x).field).toEqual({ name: 'Sogen', faceUp: true });
    expect(me(x).graveyard).toEqual(['Yami']);
  });

  it('the Field Zone is not one of the 5 Spell & Trap Zones', () => {
    const five = Array.from({ length: 5 }, () => ({ card: 'Just Desserts', faceUp: false }));
    const d = duelOf({ me: { hand: ['Sogen'], spellTraps: five } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Sogen') });
    expect(me(x).field?.name).toBe('Sogen');
  });

  it('face-down monsters are not changed until they are face-up', () => {
    const d = duelOf({ me: { hand: ['Sogen'], monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Sogen') });
    expect(me(x).monsters[0]).toMatchObject({ atk: 1400, def: 1200 });
    expect(me(play(x, { type: 'flipSummon', card: idOf(d, 'Celtic Guardian') })).monsters[0]).toMatchObject({ atk: 1600, def: 1400 });
  });
});
