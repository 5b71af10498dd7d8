import { describe, expect, it } from 'vitest';
import { duelOf, idsOf, legal, play } from './dsl';

/*
 * "You can only control 1 face-up <name>" (`CardDefinition.onlyOneFaceUp`, Gagaga Magician): while a
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
    expect(x.prompt).toMatchObject({ kind: 'chooseCard', cards: [idsOf(theirs, 'Gagaga Magician')[0]] });
  });
});
