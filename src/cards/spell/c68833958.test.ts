import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Back-Up Rider: "Target 1 face-up monster on the field; it gains 1500 ATK until the end of this turn."
describe('Back-Up Rider', () => {
  it('the targeted face-up monster (either side) gains 1500 ATK until the end of the turn', () => {
    const d = duelOf({ me: { hand: ['Back-Up Rider'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Back-Up Rider') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Celtic Guardian'), idOf(d, 'Summoned Skull', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
    expect(me(x).monsters[0]?.atk).toBe(2900);
    expect(opp(x).monsters[0]?.atk).toBe(2500);
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(x).monsters[0]?.atk).toBe(1400);
  });
  it('no face-up monster: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Back-Up Rider'], monsters: [{ card: 'Feral Imp', faceUp: false, position: 'defense' }] } }), 'activate')).toEqual([]);
  });
});
