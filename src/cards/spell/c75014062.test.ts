import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Spell Power Grasp (texts-2016): "Place 1 Spell Counter on a face-up card that you can place a Spell
 * Counter on. Then you can add 1 "Spell Power Grasp" from your Deck to your hand. You can only activate
 * 1 "Spell Power Grasp" per turn." Not a target: the card is chosen as it resolves. Breaker the Magical
 * Warrior holds 1 Spell Counter (rule code `holdsSpellCounters`) and places none on its own here.
 */

const GRASP = 'Spell Power Grasp';

describe('Spell Power Grasp', () => {
  it('places 1 Spell Counter on a face-up card that can hold one, then may add a copy from the Deck', () => {
    const d = duelOf({ me: { hand: [GRASP], deck: [GRASP, 'Celtic Guardian'], monsters: [{ card: 'Breaker the Magical Warrior', counters: 0 }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, GRASP) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Breaker the Magical Warrior')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Breaker the Magical Warrior')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = passAll(play(x, { type: 'select', option: 'yes' }, { type: 'select', ids: [idsOf(d, GRASP)[1]!] }));
    expect(x.players[0].monsters[0]?.counters).toBe(1);
    expect(me(x).hand).toEqual([GRASP]);
    expect(me(x).deck).toBe(1);
    // Only 1 "Spell Power Grasp" per turn: the copy added cannot be activated this turn.
    expect(legal(x, 'activate', idsOf(d, GRASP)[1]!)).toEqual([]);
  });

  it('the search is optional, and not asked with no copy in the Deck', () => {
    const d = duelOf({ me: { hand: [GRASP], deck: [GRASP], monsters: [{ card: 'Breaker the Magical Warrior', counters: 0 }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, GRASP) }, { type: 'select', ids: [idOf(d, 'Breaker the Magical Warrior')] }, { type: 'select', option: 'no' }));
    expect(me(x).hand).toEqual([]);
    expect(me(x).deck).toBe(1);
    const none = duelOf({ me: { hand: [GRASP], deck: ['Celtic Guardian'], monsters: [{ card: 'Breaker the Magical Warrior', counters: 0 }] } });
    const y = passAll(play(none, { type: 'activate', card: idOf(none, GRASP) }, { type: 'select', ids: [idOf(none, 'Breaker the Magical Warrior')] }));
    expect(y.flow.prompt).toBeNull();
    expect(y.players[0].monsters[0]?.counters).toBe(1);
  });

  it("may place the counter on the opponent's card", () => {
    const d = duelOf({ me: { hand: [GRASP] }, opp: { monsters: [{ card: 'Breaker the Magical Warrior', counters: 0 }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, GRASP) }, { type: 'select', ids: [idOf(d, 'Breaker the Magical Warrior', 1)] }));
    expect(x.players[1].monsters[0]?.counters).toBe(1);
  });

  it('cannot be activated with no face-up card that has room for a Spell Counter', () => {
    const full = duelOf({ me: { hand: [GRASP], monsters: [{ card: 'Breaker the Magical Warrior', counters: 1 }, { card: 'Celtic Guardian' }] } });
    expect(legal(full, 'activate', idOf(full, GRASP))).toEqual([]);
    const faceDown = duelOf({ me: { hand: [GRASP], monsters: [{ card: 'Breaker the Magical Warrior', faceUp: false, position: 'defense' }] } });
    expect(legal(faceDown, 'activate', idOf(faceDown, GRASP))).toEqual([]);
  });
});
