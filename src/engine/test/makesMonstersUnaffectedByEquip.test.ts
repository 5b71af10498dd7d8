import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from './dsl';

/*
 * Rule code `makesMonstersUnaffected` from an Equip Card: a face-up Equip Card (a Union monster equipped by its own
 * effect) whose answer names the monster it equips (`ctx.equippedTo`) makes that monster unaffected by the effects its
 * rule names, as the monster's own `unaffectedBy` would (ygopro's EFFECT_IMMUNE_EFFECT on an EFFECT_TYPE_EQUIP). A-Assault Core: "your opponent's monster effects"; B-Buster Drake:
 * "your opponent's Spell effects". Once the Equip Card is gone the monster is affected again.
 */
describe('makesMonstersUnaffected from an Equip Card (the monster it equips)', () => {
  it("only the named kind of effect, only the opponent's: the equipped monster is untouched by those, touched by the others", () => {
    const spell = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'A-Assault Core', faceUp: true, equippedTo: 0 }] }, opp: { hand: ['Book of Moon'] } });
    // A-Assault Core does not cover Spells: Book of Moon turns the monster face-down (and the Union, losing it, goes).
    let x = play(spell, { type: 'activate', card: idOf(spell, 'Book of Moon', 1) });
    x = passAll(play(x, { type: 'select', ids: [idOf(spell, 'X-Head Cannon')] }));
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false });
    const covered = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'B-Buster Drake', faceUp: true, equippedTo: 0 }] }, opp: { hand: ['Book of Moon'] } });
    let y = play(covered, { type: 'activate', card: idOf(covered, 'Book of Moon', 1) });
    y = passAll(play(y, { type: 'select', ids: [idOf(covered, 'X-Head Cannon')] }));
    expect(me(y).monsters[0]).toMatchObject({ name: 'X-Head Cannon', faceUp: true });
    expect(me(y).spellTraps[0]).toMatchObject({ name: 'B-Buster Drake' });
  });

  it("the opponent's Spell does not change its ATK while it is equipped (Shrink)", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'B-Buster Drake', faceUp: true, equippedTo: 0 }] }, opp: { hand: ['Shrink'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Shrink', 1) });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'X-Head Cannon')] }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 1800 });
  });
});
