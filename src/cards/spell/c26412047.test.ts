import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

// Hammer Shot: "Destroy 1 face-up Attack Position monster with the highest ATK. (If it is a tie, you get to choose.)"
describe('Hammer Shot', () => {
  it('destroys the face-up Attack Position monster with the highest ATK, on either side (Defense Position and face-down ones are not counted)', () => {
    const d = duelOf({
      me: { hand: ['Hammer Shot'], monsters: [{ card: 'Blue-Eyes White Dragon', position: 'defense' }, { card: 'Summoned Skull' }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Tri-Horned Dragon', faceUp: false, position: 'defense' }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Hammer Shot') });
    expect(me(x).graveyard.sort()).toEqual(['Hammer Shot', 'Summoned Skull']);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
  });

  it('a tie: you choose which', () => {
    const d = duelOf({ me: { hand: ['Hammer Shot'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Hammer Shot') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Celtic Guardian'), idOf(d, 'Celtic Guardian', 1)].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
  });

  it('cannot be activated with no face-up Attack Position monster', () => {
    expect(legal(duelOf({ me: { hand: ['Hammer Shot'], monsters: [{ card: 'Celtic Guardian', position: 'defense' }] } }), 'activate')).toEqual([]);
  });
});
