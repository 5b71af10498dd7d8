import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Amazoness Archer: "You can Tribute 2 monsters to inflict 1200 damage to your opponent." Hysteric Fairy: "Tribute 2 monsters on your side of the field to increase your Life Points by 1000 points."
describe.each([
  { card: 'Amazoness Archer', check: (x: ReturnType<typeof duelOf>) => expect([me(x).lp, opp(x).lp]).toEqual([8000, 6800]) },
  { card: 'Hysteric Fairy', check: (x: ReturnType<typeof duelOf>) => expect([me(x).lp, opp(x).lp]).toEqual([9000, 8000]) },
])('$card', ({ card, check }) => {
  it('Tribute 2 of your monsters (the cost): the effect', () => {
    const d = duelOf({ me: { monsters: [{ card }, { card: 'Feral Imp' }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, card) });
    // Only my monsters are offered.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, card), idOf(d, 'Feral Imp'), idOf(d, 'Celtic Guardian')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    x = passAll(x);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp']);
    check(x);
  });
  it('it may Tribute itself as one of the two', () => {
    const d = duelOf({ me: { monsters: [{ card }, { card: 'Feral Imp' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, card) }, { type: 'select', ids: [idOf(d, card)] }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).graveyard.sort()).toEqual([card, 'Feral Imp'].sort());
  });
  it('needs 2 monsters to Tribute', () => {
    expect(legal(duelOf({ me: { monsters: [{ card }] } }), 'activate')).toHaveLength(0);
  });
});
