import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Giant Trunade: "Return all Spell and Trap Cards on the field to the hand."
describe('Giant Trunade', () => {
  it("returns every other Spell and Trap Card on the field, face-up or Set, to its owner's hand; Trunade goes to the Graveyard", () => {
    const d = duelOf({
      me: { hand: ['Giant Trunade'], spellTraps: [{ card: 'Mirror Force', faceUp: false }], field: { card: 'Yami', faceUp: true } },
      opp: { spellTraps: [{ card: 'Trap Hole', faceUp: false }, { card: 'Dark Hole', faceUp: false }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Giant Trunade') }));
    expect(me(x).hand.sort()).toEqual(['Mirror Force', 'Yami']);
    expect(opp(x).hand.sort()).toEqual(['Dark Hole', 'Trap Hole']);
    expect(me(x).graveyard).toEqual(['Giant Trunade']);
    expect(me(x).spellTraps.every((s) => s === null)).toBe(true);
    expect(me(x).field).toBeNull();
  });
  it('cannot be activated with no other Spell or Trap Card on the field', () => {
    expect(legal(duelOf({ me: { hand: ['Giant Trunade'] }, opp: { monsters: [{ card: 'Feral Imp' }] } }), 'activate')).toHaveLength(0);
  });
});
