import { describe, expect, it } from 'vitest';
import { legal, duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

// Rulebook v9.1 "Monster Tokens": they cannot be sent anywhere but the field; destroyed, they are simply removed.
describe('Sheep Token', () => {
  it('destroyed, a Token is removed from the game instead of going to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: 'Sheep Token', position: 'defense' }, { card: 'Feral Imp' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard).toEqual(['Dark Hole']);
  });
  it('returned to the hand, a Token is removed too', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Sheep Token', position: 'defense' }] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') }, { type: 'select', ids: [idOf(d, 'Sheep Token', 1)] });
    expect(opp(x).hand).toEqual([]);
    expect(opp(x).monsters[0]).toBeNull();
  });
  it('takes a Monster Zone and cannot be Normal Summoned from anywhere', () => {
    const d = duelOf({ me: { hand: ['Sheep Token'] } });
    expect(legal(d, 'normalSummon')).toEqual([]);
  });
});
