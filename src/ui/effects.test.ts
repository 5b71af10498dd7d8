import { describe, expect, it } from 'vitest';
import { withEffect } from './Effects';

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
});
