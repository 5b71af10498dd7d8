import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Zero Gravity: "Change the battle positions of all face-up monsters on the field."
describe('Zero Gravity', () => {
  it('every face-up monster on both sides changes position; a face-down one stays as it is', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Zero Gravity', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }] },
      opp: { monsters: [{ card: 'Summoned Skull', position: 'defense' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Zero Gravity') }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', position: 'defense', faceUp: true });
    expect(me(x).monsters[1]).toMatchObject({ position: 'defense', faceUp: false });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', position: 'attack', faceUp: true });
  });
  it('cannot be activated with no face-up monster on the field', () => {
    expect(legal(duelOf({ me: { spellTraps: [{ card: 'Zero Gravity', faceUp: false }], monsters: [{ card: 'Feral Imp', faceUp: false, position: 'defense' }] } }), 'activate')).toEqual([]);
  });
});
