import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// The Big March of Animals: "Until the end of this turn, all face-up Beast-Type monsters on your side of the field gain 200 ATK for each Beast-Type monster on your side of the field."
describe('The Big March of Animals', () => {
  it('each of your face-up Beasts gains 200 ATK per Beast you control, until the end of the turn', () => {
    const d = duelOf({
      me: { hand: ['The Big March of Animals'], monsters: [{ card: 'Silver Fang' }, { card: 'Big Koala' }, { card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Silver Fang' }] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'The Big March of Animals') }));
    expect(me(x).monsters.slice(0, 3).map((m) => m?.atk)).toEqual([1200 + 400, 2700 + 400, 1300]);
    expect(opp(x).monsters[0]?.atk).toBe(1200);
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(x).monsters.slice(0, 2).map((m) => m?.atk)).toEqual([1200, 2700]);
  });
  it('no face-up Beast of yours: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['The Big March of Animals'], monsters: [{ card: 'Silver Fang', faceUp: false, position: 'defense' }] } }), 'activate')).toHaveLength(0);
  });
});
