import { describe, expect, it } from 'vitest';
import { legalActions } from '..';
import { draftOf, writePile } from '../draft';
import { bindRegistry, registryOf } from '../registry';
import { duelOf } from './dsl';

// The working copy behind applyAction (draft.ts): copy-on-write, with what was copied kept in a small
// ring of recent copies, one per engine (its registry; no module-level table).
describe('Working copies', () => {
  it('copy a pile on its first write only, leaving the input as it was', () => {
    const duel = duelOf({ me: { hand: ['Celtic Guardian', 'Dark Magician'] } });
    const d = draftOf(duel);
    const hand = writePile(d, 0, 'hand');
    expect(hand).not.toBe(duel.players[0].hand);
    hand.pop();
    expect(writePile(d, 0, 'hand')).toBe(hand);
    expect(duel.players[0].hand).toHaveLength(2);
    expect(d.players[0].hand).toHaveLength(1);
  });

  it('refuse a write to anything but a working copy made by draftOf (a spread copy of one, a copy read back from JSON)', () => {
    const duel = duelOf({ me: { hand: ['Celtic Guardian'] } });
    const d = draftOf(duel);
    expect(() => writePile({ ...d }, 0, 'hand')).toThrow(/Not a working copy/);
    expect(() => writePile(JSON.parse(JSON.stringify(d)) as typeof d, 0, 'hand')).toThrow(/Not a working copy/);
  });

  it('refuse a write to a copy made too many copies ago (rather than copy twice or not at all)', () => {
    const duel = duelOf({ me: { hand: ['Celtic Guardian'] } });
    const old = draftOf(duel);
    for (let i = 0; i < 16; i++) draftOf(duel);
    expect(() => writePile(old, 0, 'hand')).toThrow(/Not a working copy/);
  });

  it('keep no bookkeeping in the copy itself: its keys and JSON are the duel\'s', () => {
    const duel = duelOf({ me: { hand: ['Celtic Guardian', 'Dark Magician'] } });
    const d = draftOf(duel);
    writePile(d, 0, 'hand').pop();
    expect(Object.keys(d)).toEqual(Object.keys({ ...duel, events: [] }));
    expect(Reflect.ownKeys(d)).toEqual(Object.keys(d));
  });

  it('stay writable when an effect gives the copy a new card table bound to the same engine (a Token)', () => {
    const duel = duelOf({ me: { hand: ['Celtic Guardian', 'Dark Magician'] } });
    const d = draftOf(duel);
    const hand = writePile(d, 0, 'hand');
    d.cards = bindRegistry({ cards: { ...d.cards } }, registryOf(duel)).cards;
    expect(writePile(d, 0, 'hand')).toBe(hand);
  });

  it('give the same legal actions for a duel asked about again after many others (memo ring)', () => {
    const duels = Array.from({ length: 12 }, (_, i) => duelOf({ seed: i, me: { hand: ['Celtic Guardian', 'Dark Magician'] } }));
    const first = duels.map((d) => legalActions(d));
    expect(duels.map((d) => legalActions(d))).toEqual(first);
  });
});
