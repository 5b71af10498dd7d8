import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, play } from '../../engine/test/dsl';

describe('Just Desserts', () => {
  it('inflicts 500 damage for each monster the opponent controls', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] }, opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Just Desserts') });
    expect(opp(x).lp).toBe(7000);
  });
  it('cannot be activated when the opponent controls no monster', () => {
    expect(legal(duelOf({ me: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] } }), 'activate')).toEqual([]);
  });
});
