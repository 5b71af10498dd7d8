import { describe, expect, it } from 'vitest';
import { duelOf, me, opp } from '../../engine/test/dsl';

// Chaos Necromancer: "The ATK of this card is the number of Monster Cards in your Graveyard x 300."
describe('Chaos Necromancer', () => {
  it("300 ATK for each Monster Card in its controller's Graveyard (Spells and the opponent's Graveyard do not count)", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Chaos Necromancer' }], graveyard: ['Celtic Guardian', 'Kuriboh', 'Dark Hole', 'Blue-Eyes White Dragon'] }, opp: { graveyard: ['Feral Imp'] } });
    expect(me(d).monsters[0]).toMatchObject({ atk: 900, def: 0 });
  });
  it('an empty Graveyard: 0 ATK; the opponent\'s copy counts its own Graveyard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Chaos Necromancer' }], graveyard: ['Celtic Guardian'] }, opp: { monsters: [{ card: 'Chaos Necromancer' }] } });
    expect(me(d).monsters[0]?.atk).toBe(300);
    expect(opp(d).monsters[0]?.atk).toBe(0);
  });
});
