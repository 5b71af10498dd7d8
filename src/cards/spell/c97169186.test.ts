import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Smashing Ground: "Destroy the 1 face-up monster your opponent controls that has the highest DEF. (If it's a tie, you get to choose)."
describe('Smashing Ground', () => {
  it("destroys the opponent's face-up monster with the highest DEF (face-down ones and mine do not count)", () => {
    const d = duelOf({
      me: { hand: ['Smashing Ground'], monsters: [{ card: 'Giant Soldier of Stone' }] },
      opp: { monsters: [{ card: 'Mystical Elf' }, { card: 'Dark Magician' }, { card: 'Giant Soldier of Stone', faceUp: false, position: 'defense' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Smashing Ground') }));
    // Dark Magician 2100 DEF over Mystical Elf 2000; the Set Giant Soldier (2000) is face-down.
    expect(opp(x).graveyard).toEqual(['Dark Magician']);
    expect(me(x).monsters.filter(Boolean)).toHaveLength(1);
  });
  it('a tie: the player chooses which', () => {
    const d = duelOf({ me: { hand: ['Smashing Ground'] }, opp: { monsters: [{ card: 'Mystical Elf' }, { card: 'Giant Soldier of Stone' }, { card: 'Feral Imp' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Smashing Ground') });
    x = passAll(x);
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Mystical Elf', 1), idOf(d, 'Giant Soldier of Stone', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Giant Soldier of Stone', 1)] }));
    expect(opp(x).graveyard).toEqual(['Giant Soldier of Stone']);
  });
  it('cannot be activated when the opponent has no face-up monster', () => {
    expect(legal(duelOf({ me: { hand: ['Smashing Ground'] }, opp: { monsters: [{ card: 'Feral Imp', faceUp: false, position: 'defense' }] } }), 'activate')).toHaveLength(0);
  });
});
