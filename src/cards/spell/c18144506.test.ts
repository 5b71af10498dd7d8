import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe("Harpie's Feather Duster", () => {
  it("destroys every Spell and Trap the opponent controls, face-up or Set, and none of yours", () => {
    const d = duelOf({
      me: { hand: ["Harpie's Feather Duster"], spellTraps: [{ card: 'Magic Jammer', faceUp: false }] },
      opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }, { card: 'Ookazi', faceUp: true }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, "Harpie's Feather Duster") });
    expect(opp(x).spellTraps.every((z) => z === null)).toBe(true);
    expect(opp(x).graveyard.sort()).toEqual(['Just Desserts', 'Ookazi']);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Magic Jammer' });
  });
  it('cannot be activated when the opponent controls no Spell or Trap', () => {
    expect(legal(duelOf({ me: { hand: ["Harpie's Feather Duster"], spellTraps: [{ card: 'Magic Jammer', faceUp: false }] } }), 'activate')).toEqual([]);
  });
});
