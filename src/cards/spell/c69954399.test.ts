import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Ekibyo Drakmord (texts-2016): "The equipped monster cannot attack. Destroy the equipped monster at the end of its
 * controller's 2nd turn after this card is activated. At that time, this card is returned to the owner's hand."
 * official/c69954399.lua: a turn counter on the card, raised in each End Phase of the equipped monster's controller
 * (the activation turn's too, if theirs); at 2, the monster is destroyed, and if it was, the card returns to the hand.
 */

const setUp = (): Duel =>
  duelOf({
    me: { hand: ['Ekibyo Drakmord', 'Mystical Space Typhoon'], monsters: [{ card: 'Celtic Guardian' }] },
    opp: { monsters: [{ card: 'Summoned Skull' }] },
  });
const equip = (d: Duel, target: string): Duel =>
  passAll(play(d, { type: 'activate', card: idOf(d, 'Ekibyo Drakmord') }, { type: 'select', ids: [target] }));

describe('Ekibyo Drakmord', () => {
  it('equips a face-up monster, which cannot attack', () => {
    const d = setUp();
    let x = equip(d, idOf(d, 'Summoned Skull', 1));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Ekibyo Drakmord', faceUp: true });
    x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 4, turnPlayer: 1 });
    expect(legal(toBattle(x), 'attack')).toEqual([]);
  });

  it("the opponent's monster is destroyed at the end of their 2nd turn after the activation, and the card returns to the hand", () => {
    const d = setUp();
    let x = endTurn(equip(d, idOf(d, 'Summoned Skull', 1)));
    // Turn 3 was not the Skull's controller's: nothing counted.
    x = endTurn(x);
    expect(summary(x).turn).toBe(5);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Ekibyo Drakmord' });
    expect(x.players[0].spellTraps[0]?.counters).toBe(1);
    x = endTurn(x);
    expect(summary(x).turn).toBe(6);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    x = endTurn(x);
    expect(summary(x).turn).toBe(7);
    expect(opp(x).monsters[0]).toBeNull();
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).hand).toContain('Ekibyo Drakmord');
    expect(me(x).spellTraps[0]).toBeNull();
  });

  it("on its controller's own monster, the activation turn's End Phase counts as the first", () => {
    const d = setUp();
    let x = endTurn(equip(d, idOf(d, 'Celtic Guardian')));
    expect(x.players[0].spellTraps[0]?.counters).toBe(1);
    x = endTurn(endTurn(x));
    expect(summary(x).turn).toBe(6);
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).hand).toContain('Ekibyo Drakmord');
  });

  it('once it has left the field, nothing is destroyed and the monster may attack', () => {
    const d = setUp();
    let x = equip(d, idOf(d, 'Summoned Skull', 1));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Ekibyo Drakmord')] }));
    expect(me(x).graveyard).toContain('Ekibyo Drakmord');
    x = endTurn(x);
    expect(legal(toBattle(x), 'attack').length).toBeGreaterThan(0);
    x = endTurn(endTurn(endTurn(x)));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });
});
