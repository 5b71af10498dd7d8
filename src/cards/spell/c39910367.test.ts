import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Magical Citadel of Endymion (texts-2016): "Each time a Spell Card is activated, place 1 Spell Counter on this card.
 * When a card with a Spell Counter(s) is destroyed, place its Spell Counters on this card. Once per turn, if you would
 * activate a card's effect by removing a Spell Counter(s) from cards you control, you can remove Spell Counters from this
 * card instead. If this card would be destroyed, you can remove 1 Spell Counter from this card instead."
 * Placing counters is a continuous effect with no Chain (its own activation places none: ygopro's script); the cost is
 * library.ts `removeSpellCountersCost` (rule code `paysSpellCounterCosts`), the destruction replacement rule code
 * `counterRemovedInsteadOfDestruction` (asked of its player, as Return of the Dragon Lords).
 */
const CITADEL = 'Magical Citadel of Endymion';
const RML = 'Royal Magical Library';
const DECK = ['Feral Imp', 'Kuriboh', 'Dark Hole', 'Fissure', 'Waboku', 'Trap Hole'];
const counters = (x: ReturnType<typeof duelOf>) => (me(x).field as { counters?: number } | null)?.counters ?? 0;

describe('Magical Citadel of Endymion', () => {
  it('its own activation places no Spell Counter; each Spell Card activated afterwards places 1 as it resolves; a Trap none', () => {
    const d = duelOf({ me: { hand: [CITADEL, 'Pot of Greed'], deck: DECK, spellTraps: [{ card: 'Waboku', faceUp: false }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, CITADEL) }));
    expect(me(x).field).toMatchObject({ name: CITADEL, faceUp: true });
    expect(counters(x)).toBe(0);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
    expect(counters(x)).toBe(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Waboku') }));
    expect(counters(x)).toBe(1);
  });

  it('a card holding Spell Counters destroyed by a card effect or by battle: its counters are placed on this card', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], field: { card: CITADEL, counters: 1 }, monsters: [{ card: RML, counters: 2 }], deck: DECK } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).graveyard).toContain(RML);
    // 2 from the Library, 1 for Dark Hole itself.
    expect(counters(x)).toBe(4);
    const b = duelOf({ me: { field: { card: CITADEL }, monsters: [{ card: 'Blue-Eyes White Dragon' }], deck: DECK }, opp: { monsters: [{ card: RML, counters: 3 }] } });
    const y = passAll(play(toBattle(b), { type: 'attack', card: idOf(b, 'Blue-Eyes White Dragon'), target: idOf(b, RML, 1) }));
    expect(opp(y).graveyard).toContain(RML);
    expect(counters(y)).toBe(3);
  });

  it('a card destroyed with no counters places none', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], field: { card: CITADEL }, monsters: [{ card: RML }], deck: DECK } });
    expect(counters(passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') })))).toBe(1);
  });

  it('once per turn, a Spell Counter cost of a card you control is removed from this card instead', () => {
    const d = duelOf({ me: { field: { card: CITADEL, counters: 6 }, monsters: [{ card: RML, position: 'defense' }], deck: DECK } });
    // The Library holds none: the Citadel's counters pay its cost.
    const [use] = legal(d, 'activate', idOf(d, RML));
    expect(use).toBeDefined();
    const x = passAll(play(d, use!));
    expect(me(x).hand).toEqual(['Feral Imp']);
    expect(counters(x)).toBe(3);
    // Once per turn: the 3 left cannot pay again this turn.
    expect(legal(x, 'activate', idOf(d, RML))).toEqual([]);
  });

  it('with the cost payable from both cards, the player chooses; fewer counters than the cost cannot pay it', () => {
    const d = duelOf({ me: { field: { card: CITADEL, counters: 3 }, monsters: [{ card: RML, counters: 3, position: 'defense' }], deck: DECK } });
    const x = play(d, legal(d, 'activate', idOf(d, RML))[0]!);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: [RML, CITADEL] });
    const y = passAll(play(x, { type: 'select', option: RML }));
    expect(me(y).monsters[0]).toMatchObject({ counters: 0 });
    expect(counters(y)).toBe(3);
    const few = duelOf({ me: { field: { card: CITADEL, counters: 2 }, monsters: [{ card: RML, position: 'defense' }], deck: DECK } });
    expect(legal(few, 'activate', idOf(few, RML))).toEqual([]);
  });

  it('the opponent\'s Citadel pays nothing for your cards', () => {
    const d = duelOf({ me: { monsters: [{ card: RML, position: 'defense' }], deck: DECK }, opp: { field: { card: CITADEL, counters: 6 } } });
    expect(legal(d, 'activate', idOf(d, RML))).toEqual([]);
  });

  it('if it would be destroyed while holding a Spell Counter: its player may remove 1 instead', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'], field: { card: CITADEL, counters: 2 }, deck: DECK } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, CITADEL)] }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['remove', 'destroy'] });
    const kept = passAll(play(x, { type: 'select', option: 'remove' }));
    expect(me(kept).field).toMatchObject({ name: CITADEL });
    // 1 removed, 1 placed for Mystical Space Typhoon itself.
    expect(counters(kept)).toBe(2);
    const gone = passAll(play(x, { type: 'select', option: 'destroy' }));
    expect(me(gone).field).toBeNull();
    expect(me(gone).graveyard).toContain(CITADEL);
  });

  it('with no Spell Counter, nothing is asked: it is destroyed', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'], field: { card: CITADEL }, deck: DECK } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, CITADEL)] }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toContain(CITADEL);
  });
});
