import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';

// Shrink: "Target 1 face-up monster on the field; the original ATK of that monster is halved until the End Phase."
describe('Shrink', () => {
  it("halves the target's original ATK: an Equip Spell's boost stays on top of the halved value", () => {
    const d = duelOf({ me: { hand: ['Shrink'] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Dark Energy', faceUp: true, equippedTo: 0 }] } });
    expect(opp(d).monsters[0]?.atk).toBe(2800);
    let x = play(d, { type: 'activate', card: idOf(d, 'Shrink') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    // 2500 / 2 = 1250, + 300 from Dark Energy.
    expect(opp(x).monsters[0]).toMatchObject({ atk: 1550, def: 1500 });
  });

  it('lasts until the End Phase: the next turn the monster has its ATK back', () => {
    const d = duelOf({ me: { hand: ['Shrink'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Shrink') }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).monsters[0]?.atk).toBe(1250);
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(opp(x).monsters[0]?.atk).toBe(2500);
  });

  it('halves the original ATK it has now: after Shield & Sword, the exchanged one (its printed DEF)', () => {
    const d = duelOf({ me: { hand: ['Shield & Sword', 'Shrink'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Shield & Sword') }));
    // Summoned Skull's original ATK is now 1200 (its printed DEF), its original DEF 2500.
    expect(opp(x).monsters[0]).toMatchObject({ atk: 1200, def: 2500 });
    x = play(x, { type: 'activate', card: idOf(d, 'Shrink') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    // 1200 / 2 = 600 (halving the printed 2500 would leave nothing: 1200 - 1250).
    expect(opp(x).monsters[0]).toMatchObject({ atk: 600, def: 2500 });
  });

  it('only a face-up monster can be targeted', () => {
    expect(legal(duelOf({ me: { hand: ['Shrink'] }, opp: { monsters: [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }] } }), 'activate')).toEqual([]);
  });
});
