import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Spell Shattering Arrow: "Destroy as many face-up Spell Cards your opponent controls as possible, and if you do, inflict 500 damage to your opponent for each."
describe('Spell Shattering Arrow', () => {
  it("destroys each face-up Spell the opponent controls (not Set cards, not Traps, not yours): 500 damage each", () => {
    const d = duelOf({
      me: { hand: ['Spell Shattering Arrow'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Broken Bamboo Sword', faceUp: true, equippedTo: 0 }] },
      opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Broken Bamboo Sword', faceUp: true, equippedTo: 0 }, { card: 'Dark Energy', faceUp: true, equippedTo: 0 }, { card: 'Dark Hole', faceUp: false }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Spell Shattering Arrow') }));
    expect(opp(x).graveyard.sort()).toEqual(['Broken Bamboo Sword', 'Dark Energy']);
    expect(opp(x).lp).toBe(7000);
    expect(opp(x).spellTraps[2]).toMatchObject({ faceUp: false });
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Broken Bamboo Sword' });
  });
  it('no face-up Spell on the opponent\'s side: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Spell Shattering Arrow'] }, opp: { spellTraps: [{ card: 'Dark Hole', faceUp: false }] } }), 'activate')).toEqual([]);
  });
});
