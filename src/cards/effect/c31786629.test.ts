import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Thunder Dragon: "You can discard this card to add up to 2 "Thunder Dragons" from your Deck to your hand."
describe('Thunder Dragon', () => {
  it('discarded from the hand in the Main Phase: adds up to 2 Thunder Dragon from the Deck', () => {
    const d = duelOf({ me: { hand: ['Thunder Dragon'], deck: ['Thunder Dragon', 'Thunder Dragon', 'Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Thunder Dragon') });
    expect(me(x).graveyard).toEqual(['Thunder Dragon']);
    x = passAll(x);
    const inDeck = idsOf(d, 'Thunder Dragon').slice(1);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    x = play(x, { type: 'select', ids: [inDeck[0]!] });
    // After the first, the prompt offers a second copy or stopping.
    x = play(x, { type: 'select', ids: [inDeck[1]!] });
    expect(me(x).hand).toEqual(['Thunder Dragon', 'Thunder Dragon']);
    expect(me(x).deck).toBe(1);
    expect(summary(x).chain).toEqual([]);
  });

  it('may stop after 1', () => {
    const d = duelOf({ me: { hand: ['Thunder Dragon'], deck: ['Thunder Dragon', 'Thunder Dragon'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Thunder Dragon') }));
    x = play(x, { type: 'select', ids: [idsOf(d, 'Thunder Dragon')[1]!] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', mayStop: true });
    x = play(x, { type: 'select', option: 'stop' });
    expect(me(x).hand).toEqual(['Thunder Dragon']);
    expect(me(x).deck).toBe(1);
  });

  it('today: cannot be activated with no Thunder Dragon in the Deck, nor from the field', () => {
    expect(legal(duelOf({ me: { hand: ['Thunder Dragon'], deck: ['Feral Imp'] } }), 'activate')).toHaveLength(0);
    expect(legal(duelOf({ me: { monsters: [{ card: 'Thunder Dragon' }], deck: ['Thunder Dragon'] } }), 'activate')).toHaveLength(0);
  });

  it('GOAT (April 2005): it may be discarded with no Thunder Dragon in the Deck (the search then finds none)', () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Thunder Dragon'], deck: ['Feral Imp'] } });
    expect(legal(d, 'activate', idOf(d, 'Thunder Dragon'))).toHaveLength(1);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Thunder Dragon') }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual(['Thunder Dragon']);
    expect(me(x).hand).toEqual([]);
    expect(me(x).deck).toBe(1);
  });

  it('GOAT: with copies in the Deck it searches as today', () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Thunder Dragon'], deck: ['Thunder Dragon'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Thunder Dragon') }));
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idsOf(d, 'Thunder Dragon')[1]!] });
    expect(me(x).hand).toEqual(['Thunder Dragon']);
  });
});
