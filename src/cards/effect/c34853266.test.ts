import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Tsukuyomi (texts-2016): "This card cannot be Special Summoned. This card returns to the owner's hand
 * during the End Phase of the turn it is Normal Summoned or flipped face-up. When this card is Normal
 * Summoned or flipped face-up, flip 1 face-up monster on the field into face-down Defense Position."
 * A Spirit monster (issue 32 §4); turning a monster face-down.
 */

/** Normal Summons Tsukuyomi and turns `target` face-down with its effect. */
function summoned(d: Duel, target: string): Duel {
  let x = play(d, { type: 'normalSummon', card: idOf(d, 'Tsukuyomi'), tributes: [] });
  while (x.flow.window) x = play(x, { type: 'pass' });
  expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
  return passAll(play(x, { type: 'select', ids: [target] }));
}

describe('Tsukuyomi', () => {
  it('when Normal Summoned, turns 1 face-up monster on the field (itself included) face-down in Defense Position', () => {
    const d = duelOf({ me: { hand: ['Tsukuyomi'] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Tsukuyomi'), tributes: [] });
    while (x.flow.window) x = play(x, { type: 'pass' });
    // The face-up monsters only: Summoned Skull and Tsukuyomi itself.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Tsukuyomi'), idOf(d, 'Summoned Skull', 1)] });
    const y = summoned(d, idOf(d, 'Summoned Skull', 1));
    expect(opp(y).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
  });

  it('a Token cannot be turned face-down: a Sheep Token is not among its targets', () => {
    const d = duelOf({ me: { hand: ['Tsukuyomi'] }, opp: { monsters: [{ card: 'Sheep Token' }, { card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Tsukuyomi'), tributes: [] });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Tsukuyomi'), idOf(d, 'Summoned Skull', 1)] });
  });

  it('when flipped face-up (a Flip Summon), its effect goes off too', () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: 'Tsukuyomi', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }));
    const back = endTurn(d);
    let x = play(back, { type: 'flipSummon', card: idOf(d, 'Tsukuyomi') });
    while (x.flow.window) x = play(x, { type: 'pass' });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: false });
  });

  it("returns to its owner's hand during the End Phase of the turn it was Normal Summoned", () => {
    const d = duelOf({ me: { hand: ['Tsukuyomi'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = summoned(d, idOf(d, 'Summoned Skull', 1));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Tsukuyomi' });
    const y = endTurn(x);
    expect(me(y).hand).toContain('Tsukuyomi');
    expect(me(y).monsters.every((s) => s === null)).toBe(true);
  });

  it('Set, it stays (a Set is not a Summon); turned face-down by its own effect, it stays too', () => {
    const set = duelOf({ me: { hand: ['Tsukuyomi'] } });
    const x = endTurn(play(set, { type: 'setMonster', card: idOf(set, 'Tsukuyomi'), tributes: [] }));
    expect(x.players[0].monsters[0]).toMatchObject({ faceUp: false });
    const d = duelOf({ me: { hand: ['Tsukuyomi'] } });
    const y = endTurn(summoned(d, idOf(d, 'Tsukuyomi')));
    expect(y.players[0].monsters[0]).toMatchObject({ card: idOf(d, 'Tsukuyomi'), faceUp: false });
  });

  it('cannot be Special Summoned: Monster Reborn cannot target it', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Tsukuyomi'] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});
