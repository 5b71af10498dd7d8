import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Royal Magical Library (texts-2016): "Each time a Spell Card is activated, place 1 Spell Counter on this
 * card (max 3). You can remove 3 Spell Counters from this card to draw 1 card." The counter is placed as
 * the Spell resolves by a continuous effect with no Chain (library.ts spellCounterEachSpell, as ygopro's
 * script: EVENT_CHAIN_SOLVED); removing the counters is the cost.
 */

const RML = 'Royal Magical Library';
const DECK = ['Feral Imp', 'Kuriboh', 'Dark Hole', 'Fissure', 'Waboku', 'Trap Hole'];
const library = (counters: number, rest: Record<string, unknown> = {}) =>
  duelOf({ me: { monsters: [{ card: RML, counters, position: 'defense' }], deck: DECK, ...rest } });

describe('Royal Magical Library', () => {
  it('a Spell Card activated and resolved places 1 Spell Counter (no Chain Link of its own), at most 3', () => {
    const d = library(0, { hand: ['Pot of Greed'] });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
    expect(me(x).monsters[0]).toMatchObject({ counters: 1 });
    expect(x.events.filter((e) => e.type === 'activated')).toHaveLength(1);
    const full = library(3, { hand: ['Pot of Greed'] });
    expect(me(passAll(play(full, { type: 'activate', card: idOf(full, 'Pot of Greed') }))).monsters[0]).toMatchObject({ counters: 3 });
  });

  it('a Trap Card places none', () => {
    const d = library(0, { spellTraps: [{ card: 'Waboku', faceUp: false }] });
    expect(me(passAll(play(d, { type: 'activate', card: idOf(d, 'Waboku') }))).monsters[0]).toMatchObject({ counters: 0 });
  });

  it('removes its 3 Spell Counters (the cost, as it is activated) to draw 1 card; it stays on the field', () => {
    const d = library(3);
    const activated = play(d, legal(d, 'activate', idOf(d, RML))[0]!);
    expect(me(activated).monsters[0]).toMatchObject({ counters: 0 });
    const x = passAll(activated);
    expect(me(x).hand).toEqual(['Feral Imp']);
    expect(me(x).monsters[0]).toMatchObject({ name: RML, counters: 0 });
  });

  it('cannot be used with fewer than 3 Spell Counters, or with an empty Deck', () => {
    const two = library(2);
    expect(legal(two, 'activate', idOf(two, RML))).toEqual([]);
    const empty = duelOf({ me: { monsters: [{ card: RML, counters: 3 }], deck: [] } });
    expect(legal(empty, 'activate', idOf(empty, RML))).toEqual([]);
  });
});
