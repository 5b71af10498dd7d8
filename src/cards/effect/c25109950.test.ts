import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// The Little Swordsman of Aile: "Offer 1 monster on your side of the field as a Tribute to increase this monster's ATK by 700 points until the end of the turn."
describe('The Little Swordsman of Aile', () => {
  it('Tribute another monster: +700 ATK this turn, as often as there are monsters; gone next turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'The Little Swordsman of Aile' }, { card: 'Feral Imp' }, { card: 'Kuriboh' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'The Little Swordsman of Aile') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Feral Imp'), idOf(d, 'Kuriboh')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'The Little Swordsman of Aile') }, { type: 'select', ids: [idOf(d, 'Kuriboh')] }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 800 + 1400 });
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Kuriboh']);
    // No monster left to Tribute (it never Tributes itself).
    expect(legal(x, 'activate')).toHaveLength(0);
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 800 });
  });
});
