import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Jar of Greed: "Draw 1 card."
describe('Jar of Greed', () => {
  it("draws 1 card, on the opponent's turn too", () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Jar of Greed', faceUp: false }], deck: ['Feral Imp', 'Dark Magician'] } });
    const x = passAll(play(d, { type: 'nextPhase', to: 'battle' }, { type: 'activate', card: idOf(d, 'Jar of Greed') }));
    expect(me(x).hand).toEqual(['Feral Imp']);
    expect(me(x).graveyard).toEqual(['Jar of Greed']);
  });
  it('cannot be activated the turn it was Set, nor with an empty Deck', () => {
    const set = duelOf({ me: { spellTraps: [{ card: 'Jar of Greed', faceUp: false, setThisTurn: true }], deck: ['Feral Imp'] } });
    expect(legal(set, 'activate')).toHaveLength(0);
    const empty = duelOf({ me: { spellTraps: [{ card: 'Jar of Greed', faceUp: false }], deck: [] } });
    expect(legal(empty, 'activate')).toHaveLength(0);
  });
});
