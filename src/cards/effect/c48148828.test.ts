import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

/* D.D. Crazy Beast (texts-2016): "A monster that this card destroys as a result of battle is removed from play." */
describe('D.D. Crazy Beast', () => {
  it('banishes the monster it destroys by battle, attacking or attacked', () => {
    const d = duelOf({ me: { monsters: [{ card: 'D.D. Crazy Beast' }] }, opp: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }] } });
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'D.D. Crazy Beast'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).banished).toEqual(['Celtic Guardian']);
    expect(opp(x).graveyard).toEqual([]);
    const e = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'D.D. Crazy Beast' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    let y = passAll(play(e, { type: 'nextPhase', to: 'battle' }));
    y = passAll(play(y, { type: 'attack', card: idOf(e, 'Feral Imp', 1), target: idOf(e, 'D.D. Crazy Beast') }));
    expect(opp(y).banished).toEqual(['Feral Imp']);
  });

  it('when it is destroyed itself, it goes to the Graveyard and the winner stays', () => {
    const d = duelOf({ me: { monsters: [{ card: 'D.D. Crazy Beast' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'D.D. Crazy Beast'), target: idOf(d, 'Summoned Skull', 1) }));
    expect(me(x).graveyard).toEqual(['D.D. Crazy Beast']);
    expect(opp(x).banished).toEqual([]);
  });
});
