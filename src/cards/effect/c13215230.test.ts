import { describe, expect, it } from 'vitest';
import { duelOf, idOf, opp, passAll, play } from '../../engine/test/dsl';

// Dream Clown: "When this card is changed from Attack Position to Defense Position, destroy 1 monster on your opponent's side of the field."
describe('Dream Clown', () => {
  it('changed by you from Attack to Defense Position: destroys a monster the opponent controls (a target)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dream Clown' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh' }] } });
    let x = passAll(play(d, { type: 'changePosition', card: idOf(d, 'Dream Clown') }));
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Summoned Skull', 1), idOf(d, 'Kuriboh', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
  });
  it('changed from Defense to Attack Position, or Flip Summoned: nothing', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dream Clown', position: 'defense' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    expect(passAll(play(d, { type: 'changePosition', card: idOf(d, 'Dream Clown') })).flow.prompt).toBeNull();
    const set = duelOf({ me: { monsters: [{ card: 'Dream Clown', position: 'defense', faceUp: false }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const x = passAll(play(set, { type: 'flipSummon', card: idOf(set, 'Dream Clown') }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual([]);
  });
});
