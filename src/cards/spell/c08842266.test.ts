import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Poison of the Old Man: "Activate 1 of these effects; ● Gain 1200 LP. ● Inflict 800 damage to your opponent."
describe('Poison of the Old Man', () => {
  it('chosen as it is activated: gain 1200 LP', () => {
    const d = duelOf({ me: { hand: ['Poison of the Old Man'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Poison of the Old Man') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['Gain 1200 LP', 'Inflict 800 damage'] });
    x = passAll(play(x, { type: 'select', option: 'Gain 1200 LP' }));
    expect([me(x).lp, opp(x).lp]).toEqual([9200, 8000]);
  });
  it('or inflict 800 damage', () => {
    const d = duelOf({ me: { hand: ['Poison of the Old Man'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Poison of the Old Man') }, { type: 'select', option: 'Inflict 800 damage' }));
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 7200]);
  });
});
