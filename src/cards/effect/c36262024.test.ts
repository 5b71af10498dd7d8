import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Red-Eyes B. Chick: "You can send this face-up card you control to the Graveyard; Special Summon 1 "Red-Eyes B. Dragon" from your hand."
describe('Red-Eyes B. Chick', () => {
  it('send it to the Graveyard (the cost, freeing its zone): Red-Eyes Black Dragon is Special Summoned from the hand', () => {
    const full = ['Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian'].map((card) => ({ card }));
    const d = duelOf({ me: { hand: ['Red-Eyes Black Dragon'], monsters: [{ card: 'Red-Eyes B. Chick' }, ...full] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Red-Eyes B. Chick') });
    expect(me(x).graveyard).toEqual(['Red-Eyes B. Chick']);
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Red-Eyes Black Dragon')] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Red-Eyes Black Dragon', position: 'attack' });
  });
  it('no Red-Eyes Black Dragon in hand, or the Chick face-down: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Blue-Eyes White Dragon'], monsters: [{ card: 'Red-Eyes B. Chick' }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Red-Eyes Black Dragon'], monsters: [{ card: 'Red-Eyes B. Chick', faceUp: false, position: 'defense' }] } }), 'activate')).toEqual([]);
  });
});
