import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Poison of the Old Man', () => {
  it('the effect is chosen as it is activated: gain 1200 LP', () => {
    const d = duelOf({ me: { hand: ['Poison of the Old Man'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Poison of the Old Man') });
    expect(x.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['Gain 1200 LP', 'Inflict 800 damage'] });
    x = passAll(play(x, { type: 'select', option: 'Gain 1200 LP' }));
    expect([me(x).lp, opp(x).lp]).toEqual([9200, 8000]);
  });

  it('or inflict 800 damage to the opponent; a Quick-Play Spell, it may be chained (Set, in the opponent\'s turn)', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Poison of the Old Man', faceUp: false }] }, opp: { hand: ['Pot of Greed'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) });
    x = play(x, { type: 'activate', card: idOf(d, 'Poison of the Old Man') }, { type: 'select', option: 'Inflict 800 damage' });
    x = passAll(x);
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 7200]);
  });
});
