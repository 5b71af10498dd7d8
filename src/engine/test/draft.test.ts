import { describe, expect, it } from 'vitest';
import { legalActions } from '..';
import { draftOf, writePile } from '../draft';
import { duelOf } from './dsl';

// The working copy behind applyAction (draft.ts): copy-on-write, with what was copied kept on the
// working copy itself (a hidden symbol field, never in its JSON) instead of in module-level tables.
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

  it('refuse a write to anything but a working copy made by draftOf (a spread copy of one carries nothing), or to one a newer copy was made from', () => {
    const duel = duelOf({ me: { hand: ['Celtic Guardian'] } });
    const d = draftOf(duel);
    expect(() => writePile({ ...d }, 0, 'hand')).toThrow(/Not a working copy/);
    expect(() => writePile(JSON.parse(JSON.stringify(d)) as typeof d, 0, 'hand')).toThrow(/Not a working copy/);
    writePile(d, 0, 'hand');
    draftOf(d);
    expect(() => writePile(d, 0, 'hand')).toThrow(/Not a working copy/);
  });

  it('keep each working copy\'s bookkeeping with it: an old copy is still written once per part after many newer ones', () => {
    const duel = duelOf({ me: { hand: ['Celtic Guardian', 'Dark Magician'] } });
    const old = draftOf(duel);
    const hand = writePile(old, 0, 'hand');
    for (let i = 0; i < 40; i++) writePile(draftOf(duel), 0, 'hand');
    expect(writePile(old, 0, 'hand')).toBe(hand);
    expect(JSON.parse(JSON.stringify(old))).toEqual(JSON.parse(JSON.stringify({ ...duel, events: [] })));
    expect(Object.keys(old)).toEqual(Object.keys({ ...duel, events: [] }));
  });

  it('give the same legal actions for a duel asked about again after many others (memo ring)', () => {
    const duels = Array.from({ length: 12 }, (_, i) => duelOf({ seed: i, me: { hand: ['Celtic Guardian', 'Dark Magician'] } }));
    const first = duels.map((d) => legalActions(d));
    expect(duels.map((d) => legalActions(d))).toEqual(first);
  });
});
