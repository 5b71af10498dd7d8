import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';

// Thousand Knives: "Activate only while you control a face-up "Dark Magician". Destroy one monster your opponent controls."
describe('Thousand Knives', () => {
  it('with a face-up Dark Magician: destroys the targeted monster of the opponent (face-down ones too)', () => {
    const d = duelOf({ me: { hand: ['Thousand Knives'], monsters: [{ card: 'Dark Magician' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Thousand Knives') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Summoned Skull', 1), idOf(d, 'Celtic Guardian', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] }));
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
  });
  it('not without a face-up Dark Magician, nor with no monster on the opponent\'s side', () => {
    expect(legal(duelOf({ me: { hand: ['Thousand Knives'], monsters: [{ card: 'Dark Magician Girl' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Thousand Knives'], monsters: [{ card: 'Dark Magician' }] } }), 'activate')).toEqual([]);
  });
});
