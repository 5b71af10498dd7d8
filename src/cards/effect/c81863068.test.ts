import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine';
import { duelOf, idOf, opp, passAll, play } from '../../engine/test/dsl';

// Hiro's Shadow Scout: "FLIP: Your opponent draws 3 cards. Both players look at the cards. If there are any Spell Cards among them, discard all those Spell Card(s) to the Graveyard."
describe("Hiro's Shadow Scout", () => {
  it('flipped: the opponent draws 3, shown to you; the Spells among them are discarded', () => {
    const d = duelOf({ me: { monsters: [{ card: "Hiro's Shadow Scout", faceUp: false, position: 'defense' }] }, opp: { hand: ['Pot of Greed'], deck: ['Dark Hole', 'Feral Imp', 'Mirror Force', 'Kuriboh'] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, "Hiro's Shadow Scout") }));
    expect(opp(x).hand.sort()).toEqual(['Feral Imp', 'Mirror Force', 'Pot of Greed']);
    expect(opp(x).graveyard).toEqual(['Dark Hole']);
    expect(opp(x).deck).toBe(1);
    // You saw the three drawn cards (Mirror Force among them), not the Pot of Greed already in that hand.
    const seen = viewFor(x, 0).events.map((e) => e.text).join('\n');
    expect(seen).toContain('Mirror Force');
    expect(seen).not.toContain('Pot of Greed');
  });
});
