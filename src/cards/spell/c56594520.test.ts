import { describe, expect, it } from 'vitest';
import { duelOf, me, opp } from '../../engine/test/dsl';

// Gaia Power: "All EARTH monsters gain 500 ATK and lose 400 DEF."
describe('Gaia Power', () => {
  it('face-up, every EARTH monster on the field gains 500 ATK and loses 400 DEF; other Attributes keep theirs', () => {
    const d = duelOf({ me: { field: { card: 'Gaia Power' }, monsters: [{ card: 'Silver Fang' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Big Koala' }] } });
    expect(me(d).monsters.slice(0, 2).map((m) => [m?.atk, m?.def])).toEqual([[1700, 400], [1300, 1400]]);
    expect(opp(d).monsters[0]).toMatchObject({ atk: 3200, def: 1600 });
  });
});
