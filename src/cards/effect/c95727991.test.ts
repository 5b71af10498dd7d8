import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Catapult Turtle: "Once per turn: You can Tribute 1 monster; inflict damage to your opponent equal to half the Tributed monster's ATK on the field."
describe('Catapult Turtle', () => {
  it("Tribute 1 monster (the cost): the opponent takes half its ATK as it was on the field (an Equip Spell's boost counts); once per turn", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Catapult Turtle' }, { card: 'Summoned Skull' }, { card: 'Celtic Guardian' }], spellTraps: [{ card: 'Dark Energy', faceUp: true, equippedTo: 1 }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Catapult Turtle') });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    // (2500 + 300) / 2
    expect(opp(x).lp).toBe(6600);
    expect(me(x).graveyard).toContain('Summoned Skull');
    expect(legal(x, 'activate', idOf(d, 'Catapult Turtle'))).toEqual([]);
  });
  it('it may Tribute itself', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Catapult Turtle' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Catapult Turtle') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Catapult Turtle')] });
    x = passAll(x);
    expect(opp(x).lp).toBe(7500);
  });
});
