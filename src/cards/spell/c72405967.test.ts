import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Royal Tribute (texts-2016): "If you control "Necrovalley": Both players discard any monsters in their hands."
const NV = { card: 'Necrovalley', faceUp: true };

describe('Royal Tribute', () => {
  it('while you control Necrovalley: both players discard every monster in their hand, Spells and Traps stay', () => {
    const d = duelOf({ me: { field: NV, hand: ['Royal Tribute', 'Celtic Guardian', 'Pot of Greed'] }, opp: { hand: ['Sangan', 'Kuriboh', 'Trap Hole'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Royal Tribute') }));
    expect(me(x).hand).toEqual(['Pot of Greed']);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Royal Tribute']);
    expect(opp(x).hand).toEqual(['Trap Hole']);
    expect(opp(x).graveyard.sort()).toEqual(['Kuriboh', 'Sangan']);
  });

  it('not without a face-up Necrovalley of your own (the opponent\'s does not count)', () => {
    const none = duelOf({ me: { hand: ['Royal Tribute'] }, opp: { hand: ['Sangan'] } });
    expect(legal(none, 'activate', idOf(none, 'Royal Tribute'))).toEqual([]);
    const theirs = duelOf({ me: { hand: ['Royal Tribute'] }, opp: { field: NV, hand: ['Sangan'] } });
    expect(legal(theirs, 'activate', idOf(theirs, 'Royal Tribute'))).toEqual([]);
    const setOne = duelOf({ me: { field: { card: 'Necrovalley', faceUp: false }, hand: ['Royal Tribute'] } });
    expect(legal(setOne, 'activate', idOf(setOne, 'Royal Tribute'))).toEqual([]);
  });
});
