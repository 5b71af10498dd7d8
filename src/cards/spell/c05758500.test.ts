import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Soul Release: "Target up to 5 cards in any Graveyard(s); banish them."
describe('Soul Release', () => {
  it('up to 5 cards of either Graveyard, any kind, are banished', () => {
    const d = duelOf({ me: { hand: ['Soul Release'], graveyard: ['Feral Imp', 'Dark Hole'] }, opp: { graveyard: ['Kuriboh', 'Mirror Force', 'Summoned Skull', 'Dark Magician'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Soul Release') });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toHaveLength(6);
    for (const [n, o] of [['Feral Imp', 0], ['Dark Hole', 0], ['Kuriboh', 1], ['Mirror Force', 1], ['Summoned Skull', 1]] as const) x = play(x, { type: 'select', ids: [idOf(d, n, o)] });
    // Five chosen: no sixth is asked.
    x = passAll(x);
    expect(me(x).banished.sort()).toEqual(['Dark Hole', 'Feral Imp']);
    expect(opp(x).banished.sort()).toEqual(['Kuriboh', 'Mirror Force', 'Summoned Skull']);
    expect(opp(x).graveyard).toEqual(['Dark Magician']);
  });
  it('one target is enough', () => {
    const d = duelOf({ me: { hand: ['Soul Release'] }, opp: { graveyard: ['Kuriboh', 'Dark Magician'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Soul Release') }, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] }, { type: 'select', option: 'stop' }));
    expect(opp(x).banished).toEqual(['Dark Magician']);
  });
});
