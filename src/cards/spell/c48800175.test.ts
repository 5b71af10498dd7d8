import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';

// The Melody of Awakening Dragon: "Discard 1 card; add up to 2 Dragon-Type monsters with 3000 or more ATK and 2500 or less DEF from your Deck to your hand."
describe('The Melody of Awakening Dragon', () => {
  it('discard 1 card (the cost), then add up to 2 Dragons with 3000+ ATK and 2500- DEF from the Deck', () => {
    const d = duelOf({ me: { hand: ['The Melody of Awakening Dragon', 'Feral Imp'], deck: ['Blue-Eyes White Dragon', 'Blue-Eyes White Dragon', 'Tri-Horned Dragon', 'Celtic Guardian'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'The Melody of Awakening Dragon') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    x = passAll(x);
    // Tri-Horned Dragon (2850 ATK) does not fit.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual(idsOf(d, 'Blue-Eyes White Dragon').sort());
    const [first, second] = idsOf(d, 'Blue-Eyes White Dragon');
    x = play(x, { type: 'select', ids: [first!] });
    x = passAll(play(x, { type: 'select', ids: [second!] }));
    expect(me(x).hand).toEqual(['Blue-Eyes White Dragon', 'Blue-Eyes White Dragon']);
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'The Melody of Awakening Dragon']);
  });

  it('"up to": one may be enough', () => {
    const d = duelOf({ me: { hand: ['The Melody of Awakening Dragon', 'Feral Imp'], deck: ['Blue-Eyes White Dragon', 'Blue-Eyes White Dragon'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'The Melody of Awakening Dragon') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    x = play(x, { type: 'select', ids: [idsOf(d, 'Blue-Eyes White Dragon')[0]!] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', mayStop: true });
    x = passAll(play(x, { type: 'select', option: 'stop' }));
    expect(me(x).hand).toEqual(['Blue-Eyes White Dragon']);
  });

  it('needs a card to discard and a fitting Dragon in the Deck', () => {
    expect(legal(duelOf({ me: { hand: ['The Melody of Awakening Dragon'], deck: ['Blue-Eyes White Dragon'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['The Melody of Awakening Dragon', 'Feral Imp'], deck: ['Tri-Horned Dragon'] } }), 'activate')).toEqual([]);
  });
});
