import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, pendulumDeclaration, pendulumOffer, play } from './dsl';

/*
 * "You can only control 1 face-up <name>" (rule code `onlyOneFaceUp`, Gagaga Magician): while a
 * player controls a face-up copy, no other copy comes face-up to their field by a Summon of any kind
 * (Normal, Flip, Special by an effect); Setting one is allowed, and the opponent is not limited.
 */
describe('You can only control 1 face-up copy', () => {
  it('a second copy cannot be Normal Summoned or Flip Summoned, but may be Set', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Gagaga Magician' }, { card: 'Gagaga Magician', faceUp: false, position: 'defense' }], hand: ['Gagaga Magician'] },
    });
    const [, setOne, inHand] = idsOf(d, 'Gagaga Magician');
    expect(legal(d, 'flipSummon', setOne)).toEqual([]);
    expect(legal(d, 'normalSummon', inHand)).toEqual([]);
    expect(legal(d, 'setMonster', inHand).length).toBe(1);
  });

  it('with no face-up copy, a Set copy may be Flip Summoned', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Gagaga Magician', faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'flipSummon').length).toBe(1);
  });

  it('a card effect cannot Special Summon a second copy (Monster Reborn cannot target it); the opponent\'s copy does not count', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Gagaga Magician' }], hand: ['Monster Reborn'], graveyard: ['Gagaga Magician'] } });
    expect(legal(d, 'activate', idsOf(d, 'Monster Reborn')[0])).toEqual([]);
    const theirs = duelOf({ opp: { monsters: [{ card: 'Gagaga Magician' }] }, me: { hand: ['Monster Reborn'], graveyard: ['Gagaga Magician'] } });
    const x = play(theirs, { type: 'activate', card: idsOf(theirs, 'Monster Reborn')[0]! });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idsOf(theirs, 'Gagaga Magician')[0]] });
  });

  it('a Pendulum Summon brings at most one copy, and none while one is face-up', () => {
    const d = duelOf({ me: { hand: ['Gagaga Magician', 'Gagaga Magician', 'Celtic Guardian'], pendulum: ['Stargazer Magician', 'Timegazer Magician'] } });
    const [a, b] = idsOf(d, 'Gagaga Magician');
    expect(pendulumOffer(d)).toEqual([a, b, idOf(d, 'Celtic Guardian')]);
    // Once one copy is chosen, the other is no longer offered.
    const x = play(d, pendulumDeclaration(d), { type: 'select', ids: [a!] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Celtic Guardian')], mayStop: true });
    expect(() => play(x, { type: 'select', ids: [b!] })).toThrow(/not one of the choices/);
    const oneUp = duelOf({ me: { monsters: [{ card: 'Gagaga Magician' }], hand: ['Gagaga Magician'], pendulum: ['Stargazer Magician', 'Timegazer Magician'] } });
    expect(legal(oneUp, 'specialSummon').filter((x) => x.method === 'pendulum')).toEqual([]);
  });

  it('a Set copy flipped face-up by an attack while another is face-up is destroyed; the one already face-up stays', () => {
    const d = duelOf({
      turnPlayer: 1, phase: 'battle',
      me: { monsters: [{ card: 'Gagaga Magician' }, { card: 'Gagaga Magician', faceUp: false, position: 'defense' }] },
      opp: { monsters: [{ card: 'Petit Dragon' }] },
    });
    const [up, set] = idsOf(d, 'Gagaga Magician');
    let x = play(d, { type: 'attack', card: idsOf(d, 'Petit Dragon', 1)[0]!, target: set! });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(x.players[0].monsters.filter(Boolean).map((m) => m!.card)).toEqual([up]);
    expect(x.players[0].graveyard).toEqual([set]);
  });
});
