import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor, type Duel } from '../engine';
import { duelOf, idOf } from '../engine/test/dsl';
import { hiddenVacated, withEffect } from './Effects';

describe('effects on screen', () => {
  it('shows one turn banner at a time: a new turn replaces the last banner (no "OPPYOUR TURNURN")', () => {
    const opp = { id: 1, kind: 'banner', text: 'Opponent’s turn' };
    const summon = { id: 2, kind: 'summon', text: '' };
    const mine = { id: 3, kind: 'banner', text: 'Your turn' };
    expect(withEffect(withEffect(withEffect([], opp), summon), mine)).toEqual([summon, mine]);
  });

  it('keeps other effects side by side, at most 13', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: i, kind: 'summon' }));
    const list = many.reduce<{ id: number; kind: string }[]>((l, f) => withEffect(l, f), []);
    expect(list.map((f) => f.id)).toEqual(many.slice(-13).map((f) => f.id));
  });

  it("finds where a destroyed Set card was by the zone it left (its id in the view is new each time it is hidden)", () => {
    // Mystical Space Typhoon destroys the opponent's Set Trap Hole (Spell & Trap Zone 2).
    let d: Duel = duelOf({ me: { hand: ['Mystical Space Typhoon'] }, opp: { spellTraps: [null, { card: 'Trap Hole', faceUp: false }] } });
    const before = viewFor(d, 0);
    d = applyAction(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') });
    for (let i = 0; i < 10 && d.players[1].spellTraps[1]; i++) d = applyAction(d, legalActions(d).find((a) => a.type === 'select' || a.type === 'pass')!);
    const after = viewFor(d, 0);
    expect(after.events.some((e) => e.type === 'destroyed')).toBe(true);
    expect(hiddenVacated(before, after)).toEqual(['opp:s:1']);
    expect(hiddenVacated(after, after)).toEqual([]);
  });
});
