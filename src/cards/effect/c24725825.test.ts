import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Electric Virus: "By discarding this card from your hand to the Graveyard, take control of 1 face-up Machine or Dragon-Type monster your opponent controls until the end of this turn."
describe('Electric Virus', () => {
  it('discard it: take control of a face-up Machine or Dragon the opponent controls', () => {
    const d = duelOf({ me: { hand: ['Electric Virus'] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Celtic Guardian' }, { card: 'Cyber Dragon' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Electric Virus') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Blue-Eyes White Dragon', 1), idOf(d, 'Cyber Dragon', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon', 1)] }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Blue-Eyes White Dragon']);
    expect(me(x).graveyard).toEqual(['Electric Virus']);
  });
  it('no face-up Machine or Dragon on the opponent\'s side: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Electric Virus'] }, opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Cyber Dragon', faceUp: false, position: 'defense' }] } }), 'activate')).toEqual([]);
  });
});
