import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Book of Moon', () => {
  it('targets a face-up monster on either side and turns it face-down in Defense Position', () => {
    const d = duelOf({
      me: { hand: ['Book of Moon'], monsters: [{ card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp'), idOf(d, 'Summoned Skull', 1)] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: false, position: 'defense' });
    expect(me(x).monsters[0]).toMatchObject({ faceUp: true, position: 'attack' });
  });
  it("when Set, stops an attacker in the opponent's Battle Phase (a face-down monster cannot attack)", () => {
    const d = duelOf({ turnPlayer: 1, opp: { monsters: [{ card: 'Summoned Skull' }] }, me: { spellTraps: [{ card: 'Book of Moon', faceUp: false }] } });
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    expect(x.flow.window).toMatchObject({ player: 0 });
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
    expect(legal(x, 'attack')).toEqual([]);
  });
  it('cannot be activated when no monster on the field is face-up', () => {
    expect(legal(duelOf({ me: { hand: ['Book of Moon'] }, opp: { monsters: [{ card: 'Mystical Elf', faceUp: false, position: 'defense' }] } }), 'activate')).toEqual([]);
  });
});
