import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Smile World: "All face-up monsters on the field gain 100 ATK for each monster currently on the field, until the end of this turn."
describe('Smile World', () => {
  it('every face-up monster gains 100 ATK per monster on the field (face-down ones counted, not raised), this turn only', () => {
    const d = duelOf({ me: { hand: ['Smile World'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Smile World') }));
    expect(me(x).monsters[0]?.atk).toBe(1700);
    expect(opp(x).monsters[0]?.atk).toBe(2800);
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(opp(x).monsters[0]?.atk).toBe(2500);
  });
  it('no face-up monster: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Smile World'], monsters: [{ card: 'Feral Imp', faceUp: false, position: 'defense' }] } }), 'activate')).toEqual([]);
  });
});
