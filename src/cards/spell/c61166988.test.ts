import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Wild Nature's Release (texts-2016): "Target 1 Beast or Beast-Warrior-Type monster; it gains ATK equal to
 * its current DEF until the End Phase. During the End Phase, destroy it."
 */
const DECK = Array.from({ length: 6 }, () => 'Feral Imp');

describe("Wild Nature's Release", () => {
  it('the targeted Beast-Warrior gains ATK equal to its DEF, and is destroyed as the End Phase begins', () => {
    const d = duelOf({ me: { hand: ["Wild Nature's Release"], deck: DECK, monsters: [{ card: 'Beaver Warrior' }, { card: 'Celtic Guardian' }] }, opp: { deck: DECK } });
    let x = play(d, { type: 'activate', card: idOf(d, "Wild Nature's Release") });
    // Only the Beast-Warrior may be targeted.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Beaver Warrior')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Beaver Warrior')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Beaver Warrior', atk: 2700, def: 1500 });
    const end = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(end).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Celtic Guardian']);
    expect(me(end).graveyard).toEqual(expect.arrayContaining(['Beaver Warrior', "Wild Nature's Release"]));
  });

  it("may target the opponent's monster too; cannot be activated with no Beast or Beast-Warrior", () => {
    const d = duelOf({ me: { hand: ["Wild Nature's Release"], deck: DECK }, opp: { deck: DECK, monsters: [{ card: 'Battle Ox' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, "Wild Nature's Release") });
    while (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Battle Ox', 1)] });
    x = passAll(x);
    expect(opp(x).monsters[0]).toMatchObject({ atk: 2700 });
    const none = duelOf({ me: { hand: ["Wild Nature's Release"], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(none, 'activate', idOf(none, "Wild Nature's Release"))).toEqual([]);
  });
});
