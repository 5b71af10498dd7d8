import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

// "Increase your Life Points by 600 points." (Goblin's Secret Remedy, texts-2016)
describe("Goblin's Secret Remedy", () => {
  it('gains its controller 600 LP and goes to the Graveyard; the opponent\'s LP do not change', () => {
    const d = duelOf({ me: { lp: 3000, hand: ["Goblin's Secret Remedy"] }, opp: { lp: 3000 } });
    const x = play(d, { type: 'activate', card: idOf(d, "Goblin's Secret Remedy") });
    expect([me(x).lp, opp(x).lp]).toEqual([3000 + 600, 3000]);
    expect(me(x).graveyard).toEqual(["Goblin's Secret Remedy"]);
  });

  it('gains LP above the starting 8000 too', () => {
    const d = duelOf({ me: { hand: ["Goblin's Secret Remedy"] } });
    expect(me(play(d, { type: 'activate', card: idOf(d, "Goblin's Secret Remedy") })).lp).toBe(8000 + 600);
  });
});
