import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, me, passAll, play } from '../../engine/test/dsl';

// Gravekeeper's Spy: "FLIP: Special Summon 1 "Gravekeeper's" monster with 1500 or less ATK from your Deck."
describe("Gravekeeper's Spy", () => {
  it("FLIP: Special Summons a Gravekeeper's monster with 1500 or less ATK from the Deck, in the position chosen", () => {
    const d = duelOf({ me: { monsters: [{ card: "Gravekeeper's Spy", faceUp: false, position: 'defense' }], deck: ["Gravekeeper's Spy", 'Feral Imp', 'Dark Magician'] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, "Gravekeeper's Spy") });
    // The only fitting card (Feral Imp is no Gravekeeper's) is chosen without a question; then its position.
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idsOf(d, "Gravekeeper's Spy")[1]!] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['attack', 'defense'] });
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters.filter(Boolean).map((m) => [m!.name, m!.position])).toEqual([["Gravekeeper's Spy", 'attack'], ["Gravekeeper's Spy", 'defense']]);
    expect(me(x).deck).toBe(2);
  });

  it('with no fitting monster in the Deck, it flips and nothing is Summoned', () => {
    const d = duelOf({ me: { monsters: [{ card: "Gravekeeper's Spy", faceUp: false, position: 'defense' }], deck: ['Feral Imp', 'Dark Magician'] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, "Gravekeeper's Spy") }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters.filter(Boolean)).toHaveLength(1);
    expect(me(x).deck).toBe(2);
  });

  it('with no free Monster Zone, nothing is Summoned', () => {
    const d = duelOf({
      me: { monsters: [{ card: "Gravekeeper's Spy", faceUp: false, position: 'defense' }, { card: 'Feral Imp' }, { card: 'Feral Imp' }, { card: 'Feral Imp' }, { card: 'Feral Imp' }], deck: ["Gravekeeper's Spy"] },
    });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, "Gravekeeper's Spy") }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).deck).toBe(1);
  });
});
