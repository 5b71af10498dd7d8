import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// The Agent of Creation - Venus: "Pay 500 Life Points to Special Summon 1 "Mystical Shine Ball" from your hand or Deck."
describe('The Agent of Creation - Venus', () => {
  it('pay 500 LP each time: a Mystical Shine Ball from the hand or the Deck, no limit per turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'The Agent of Creation - Venus' }], hand: ['Mystical Shine Ball'], deck: ['Mystical Shine Ball', 'Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'The Agent of Creation - Venus') });
    x = passAll(x);
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toHaveLength(2);
    x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Shine Ball')] }, { type: 'select', option: 'defense' });
    x = passAll(x);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'The Agent of Creation - Venus') }));
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).lp).toBe(7000);
    expect(me(x).monsters.filter((m) => m?.name === 'Mystical Shine Ball')).toHaveLength(2);
    expect(me(x).hand).toEqual([]);
    // No Mystical Shine Ball left: it cannot be activated.
    expect(legal(x, 'activate')).toHaveLength(0);
  });
  it('needs 500 LP and a free Monster Zone', () => {
    expect(legal(duelOf({ me: { lp: 400, monsters: [{ card: 'The Agent of Creation - Venus' }], hand: ['Mystical Shine Ball'] } }), 'activate')).toHaveLength(0);
  });
});
