import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Milus Radiant: "As long as this card remains face-up on the field, increase the ATK of all EARTH monsters by 500 points and decrease the ATK of all WIND monsters by 400 points."
describe('Milus Radiant', () => {
  it('face-up: EARTH monsters on both sides +500 ATK (itself too), WIND monsters -400 ATK, others unchanged', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Milus Radiant' }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Skull Red Bird' }, { card: 'Feral Imp' }] } });
    expect(me(d).monsters.filter(Boolean).map((m) => m!.atk)).toEqual([800, 1900]);
    expect(opp(d).monsters.filter(Boolean).map((m) => m!.atk)).toEqual([1150, 1300]);
  });
  it('face-down or gone: no change', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Milus Radiant', faceUp: false, position: 'defense' }, { card: 'Celtic Guardian' }] } });
    expect(me(d).monsters[1]?.atk).toBe(1400);
    const up = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Milus Radiant' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    expect(opp(up).monsters[0]?.atk).toBe(1900);
    const x = passAll(play(up, { type: 'activate', card: idOf(up, 'Dark Hole') }));
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
  });
});
