import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * The Tricky (texts-2016): "You can Special Summon this card (from your hand) by discarding 1 card." A
 * Summon procedure with a discard cost (summonProcedure.ts); it can still be Normal Summoned (Level 5).
 */

describe('The Tricky', () => {
  it('is Special Summoned from the hand by discarding 1 other card, chosen as it is Summoned', () => {
    const d = duelOf({ me: { hand: ['The Tricky', 'Celtic Guardian', 'Pot of Greed'] } });
    let x = play(d, { type: 'specialSummon', card: idOf(d, 'The Tricky'), method: 'rule', position: 'defense' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Celtic Guardian'), idOf(d, 'Pot of Greed')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Pot of Greed')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'The Tricky', faceUp: true, position: 'defense' });
    expect(me(x).graveyard).toEqual(['Pot of Greed']);
    expect(me(x).hand).toEqual(['Celtic Guardian']);
    // Not the Normal Summon: it is still unused.
    expect(x.players[0].normalSummonUsed).toBe(false);
  });

  it('cannot be Special Summoned so with no other card in the hand', () => {
    const d = duelOf({ me: { hand: ['The Tricky'] } });
    expect(legal(d, 'specialSummon', idOf(d, 'The Tricky'))).toEqual([]);
  });

  it('can still be Tribute Summoned with 1 Tribute', () => {
    const d = duelOf({ me: { hand: ['The Tricky'], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'normalSummon', idOf(d, 'The Tricky'))).toEqual([{ type: 'normalSummon', card: idOf(d, 'The Tricky'), tributes: [idOf(d, 'Celtic Guardian')] }]);
  });
});
