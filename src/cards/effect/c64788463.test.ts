import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

// King's Knight: "When this card is Normal Summoned while you control "Queen's Knight": You can Special Summon 1 "Jack's Knight" from your Deck."
describe("King's Knight", () => {
  it("Normal Summoned while you control a face-up Queen's Knight: you can Special Summon Jack's Knight from the Deck", () => {
    const d = duelOf({ me: { hand: ["King's Knight"], monsters: [{ card: "Queen's Knight" }], deck: ["Jack's Knight", 'Celtic Guardian'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, "King's Knight"), tributes: [] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, "Jack's Knight")] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(["Queen's Knight", "King's Knight", "Jack's Knight"]);
  });

  it("without a face-up Queen's Knight, or Special Summoned, nothing happens", () => {
    const d = duelOf({ me: { hand: ["King's Knight"], monsters: [{ card: "Queen's Knight", faceUp: false, position: 'defense' }], deck: ["Jack's Knight"] } });
    expect(play(d, { type: 'normalSummon', card: idOf(d, "King's Knight"), tributes: [] }).flow.prompt).toBeNull();
    const r = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ["King's Knight"], monsters: [{ card: "Queen's Knight" }], deck: ["Jack's Knight"] } });
    let x = play(r, { type: 'activate', card: idOf(r, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(r, "King's Knight")] });
    x = passAll(play(passAll(x), { type: 'select', option: 'attack' }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).deck).toBe(1);
  });

  it("no Jack's Knight in the Deck: nothing is offered", () => {
    const d = duelOf({ me: { hand: ["King's Knight"], monsters: [{ card: "Queen's Knight" }], deck: ['Celtic Guardian'] } });
    expect(play(d, { type: 'normalSummon', card: idOf(d, "King's Knight"), tributes: [] }).flow.prompt).toBeNull();
  });
});
