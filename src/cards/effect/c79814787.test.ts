import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

// The White Stone of Legend: "When this card is sent to the Graveyard: Add 1 "Blue-Eyes White Dragon" from your Deck to your hand."
describe('The White Stone of Legend', () => {
  it('discarded from the hand as a cost (Cards of Consonance): a Blue-Eyes White Dragon is added from the Deck', () => {
    const d = duelOf({ me: { hand: ['Cards of Consonance', 'The White Stone of Legend'], deck: ['Celtic Guardian', 'Feral Imp', 'Blue-Eyes White Dragon', 'Dark Magician'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Cards of Consonance') }, { type: 'select', ids: [idOf(d, 'The White Stone of Legend')] });
    x = passAll(x);
    // Set off by the cost, it goes on a Chain of its own once Cards of Consonance has resolved.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Blue-Eyes White Dragon')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] }));
    expect(me(x).hand).toContain('Blue-Eyes White Dragon');
    expect(me(x).deck).toBe(1);
  });

  it('destroyed on the field: the search goes off from the Graveyard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'The White Stone of Legend' }], deck: ['Celtic Guardian', 'Blue-Eyes White Dragon'] }, opp: { hand: ['Fissure'] }, turnPlayer: 1 });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] }));
    expect(me(x).graveyard).toEqual(['The White Stone of Legend']);
    expect(me(x).hand).toEqual(['Blue-Eyes White Dragon']);
  });

  it('with no Blue-Eyes White Dragon in the Deck nothing is added', () => {
    const d = duelOf({ me: { monsters: [{ card: 'The White Stone of Legend' }], deck: ['Celtic Guardian'] }, opp: { hand: ['Fissure'] }, turnPlayer: 1 });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual([]);
  });
});
