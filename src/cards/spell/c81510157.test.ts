import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';

// Soul Taker: "Destroy 1 face-up monster your opponent controls. Then, your opponent gains 1000 Life Points."
describe('Soul Taker', () => {
  it('destroys the targeted face-up monster of the opponent, then they gain 1000 LP', () => {
    const d = duelOf({ me: { hand: ['Soul Taker'] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Soul Taker') });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Summoned Skull', 1)]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    }
    x = passAll(x);
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(opp(x).lp).toBe(9000);
  });
  it('the target turned face-down before it resolves: nothing is destroyed and no LP gained', () => {
    const d = duelOf({ me: { hand: ['Soul Taker'] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Book of Moon', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Soul Taker') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: false });
    expect(opp(x).lp).toBe(8000);
  });
  it('no face-up monster on the opponent\'s side: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Soul Taker'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }] } }), 'activate')).toEqual([]);
  });
});
