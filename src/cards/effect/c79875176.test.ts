import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

const WORLD = { card: 'Toon World', faceUp: true };

describe('Toon Cannon Soldier', () => {
  it('can be Normal Summoned, and cannot attack that turn', () => {
    const d = duelOf({ me: { hand: ['Toon Cannon Soldier'], spellTraps: [WORLD] } });
    const id = idOf(d, 'Toon Cannon Soldier');
    const x = passAll(play(d, { type: 'normalSummon', card: id, tributes: [] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Toon Cannon Soldier', atk: 1400, def: 1300 });
    expect(legal(toBattle(x), 'attack', id)).toEqual([]);
  });

  it('with a face-up Toon World it attacks directly past a monster; without it, it does not', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Toon Cannon Soldier' }], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const id = idOf(d, 'Toon Cannon Soldier');
    const x = passAll(play(toBattle(d), { type: 'attack', card: id, target: 'direct' }));
    expect(opp(x).lp).toBe(6600);
    const none = duelOf({ me: { monsters: [{ card: 'Toon Cannon Soldier' }], spellTraps: [{ card: 'Toon World', faceUp: false }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    expect(legal(toBattle(none), 'attack', idOf(none, 'Toon Cannon Soldier')).map((a) => a.target)).not.toContain('direct');
  });

  it('is destroyed when Toon World on the field is destroyed', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Toon Cannon Soldier' }], spellTraps: [WORLD], hand: ['Mystical Space Typhoon'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Toon World')] }));
    expect(me(x).graveyard).toEqual(expect.arrayContaining(['Toon World', 'Toon Cannon Soldier']));
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });

  it('Tributes 1 monster as a cost (itself or another): the opponent takes 500 damage', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Toon Cannon Soldier' }, { card: 'Celtic Guardian' }] } });
    const id = idOf(d, 'Toon Cannon Soldier');
    let x = play(d, { type: 'activate', card: id, effect: 3 });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [id, idOf(d, 'Celtic Guardian')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).lp).toBe(7500);
    // Tributing itself works too.
    const self = passAll(play(x, { type: 'activate', card: id, effect: 3 }, { type: 'select', ids: [id] }));
    expect(me(self).graveyard).toEqual(['Celtic Guardian', 'Toon Cannon Soldier']);
    expect(opp(self).lp).toBe(7000);
  });
});
